// SAT on float results clamps to [0, 1]: cm_add, cm_mul and cm_exp with
// SAT (inputs chosen so the unclamped results are exact).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" "f32 1e-6" } }

extern "C" _GENX_MAIN_ void fsat(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> a, b;
    read(in, 0, a);
    read(in, 32, b);
    write(out, 0, cm_add<float>(a, b, SAT));
    write(out, 32, cm_mul<float>(a, b, SAT));
    write(out, 64, cm_exp(a, SAT));
}
