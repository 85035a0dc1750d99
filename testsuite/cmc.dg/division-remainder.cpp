// / and % on vectors: signed and unsigned integer division and remainder,
// float division (CM spec 3.2.4).
// { dg-do compile }
// { dg-final { scan-llvm "sdiv <8 x i32>|ashr" } }
// { dg-final { scan-llvm "udiv <8 x i32>|lshr" } }
// { dg-final { scan-llvm "fdiv <8 x float>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void division(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> a, b;
    vector<uint, 8> u;
    vector<float, 8> f;
    read(in, 0, a);
    read(in, 32, b);
    read(in, 64, u);
    read(in, 96, f);
    vector<int, 8> q = a / b + a % b;
    vector<uint, 8> r = u / 3u + u % 10u;
    vector<float, 8> g = f / 3.0f;
    write(out, 0, q);
    write(out, 32, r);
    write(out, 64, g);
}
