// Elements and regions at offsets known only at run time: read through an
// address register (indirect operands) and written the same way.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i32:5 i32:3" } }

extern "C" _GENX_MAIN_ void variable(SurfaceIndex in, SurfaceIndex out,
                                     int i, int j)
{
    vector<float, 16> v;
    read(in, 0, v);
    vector<float, 4> part = v.select<4, 1>(i);
    vector<float, 16> w = 0.0f;
    w(j) = v(i + 1);
    w.select<4, 1>(8) = part;
    write(out, 0, w);
}
