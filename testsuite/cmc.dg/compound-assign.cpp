// Compound assignment on vectors, matrices and regions (CM spec 3.2.4):
// computed in the common type, written back converted to the target.
// { dg-do compile }
// { dg-final { scan-llvm "fmul <8 x float>" } }
// { dg-final { scan-llvm "sitofp <8 x i32>" } }
// { dg-final { scan-llvm "fptosi <8 x float>" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void compound(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 8> v1;
    vector<int, 8> n;
    matrix<int, 2, 4> m;
    read(in, 0, v1);
    read(in, 32, n);
    read(in, 64, m.format<int>());
    v1 *= 2.0f;
    v1 += n;
    n *= 1.5f;
    m -= n;
    m.row(1) += 100;
    m.select<2, 1, 2, 2>(0, 1) *= 3;
    n /= 7;
    n %= 5;
    write(out, 0, v1);
    write(out, 32, n);
    write(out, 64, m.format<int>());
}
