// Subroutines calling subroutines, shared by two kernels of one file.
// { dg-do run }
// { dg-final { run-kernel "-k first buf:in.bin:first.bin" } }
// { dg-final { run-kernel "-k second buf:in.bin:second.bin i32:1000" } }

_GENX_ int offset(int x) { return x + 3; }

_GENX_ vector<int, 8> bias(vector<int, 8> v)
{
    return v + offset(v(0));
}

extern "C" _GENX_MAIN_ void first(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    write(buffer, 0, bias(v));
}

extern "C" _GENX_MAIN_ void second(SurfaceIndex buffer, int n)
{
    vector<int, 8> v;
    read(buffer, 32, v);
    v = bias(v) + n;
    write(buffer, 32, v);
}
