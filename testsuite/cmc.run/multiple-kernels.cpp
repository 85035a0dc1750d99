// Several kernels in one file: -k picks the one to run.
// { dg-do run }
// { dg-final { run-kernel "-k copy buf:in.bin buf:zero:32:copied.bin" } }
// { dg-final { run-kernel "-k add_one buf:in.bin:added.bin" } }
// { dg-final { run-kernel "-k fill buf:zero:32:filled.bin i32:-42" } }

extern "C" _GENX_MAIN_ void copy(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v;
    read(in, 0, v);
    write(out, 0, v);
}

extern "C" _GENX_MAIN_ void add_one(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    write(buffer, 0, v + 1);
}

extern "C" _GENX_MAIN_ void fill(SurfaceIndex buffer, int value)
{
    vector<int, 8> v = value;
    write(buffer, 0, v);
}
