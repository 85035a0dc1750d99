// v(i) and v[i] read and write single elements with constant indices;
// a loop with a constant trip count reverses a vector.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void elements(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> v, r;
    read(in, 0, v);
    for (int i = 0; i < 8; i++)
        r(i) = v(7 - i);
    vector<int, 8> w = v;
    w[0] = v[1] * v[2];
    w[7] = v(0) - v(7);
    write(out, 0, r);
    write(out, 32, w);
}
