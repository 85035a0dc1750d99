// Float vectors: (a - b) * a rounded as IEEE single, and (a - b) * a + 0.5
// fused into one multiply-add, rounded once, as Intel's compiler does
// (CM's contraction: optimiser/contraction.c).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void fsubmul(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> a, b;
    read(in, 0, a);
    read(in, 32, b);
    vector<float, 8> d = (a - b) * a;
    vector<float, 8> e = d + 0.5f;
    write(out, 0, d);
    write(out, 32, e);
}
