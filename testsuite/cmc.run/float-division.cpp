// Float division and mixed int/float scalar arithmetic (C's usual
// conversions), within a tolerance (the GPU divides approximately).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i32:7 f32:0.25" "f32 1e-6" } }

extern "C" _GENX_MAIN_ void fdiv(SurfaceIndex in, SurfaceIndex out, int n,
                                 float f)
{
    vector<float, 8> a, b;
    read(in, 0, a);
    read(in, 32, b);
    vector<float, 8> q;
    for (int i = 0; i < 8; i++)
        q(i) = a(i) / b(i);
    vector<float, 8> m = a * (n / 2) + f * n;
    write(out, 0, q);
    write(out, 32, m);
}
