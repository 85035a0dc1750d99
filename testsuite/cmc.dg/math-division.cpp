// Integer quotient and remainder: cm_quot, cm_mod, and cm_div, whose
// remainder goes to its first argument.
// { dg-do compile }
// { dg-final { scan-llvm "sdiv <8 x i32>" } }
// { dg-final { scan-llvm "urem <8 x i32>" } }
// { dg-final { scan-visa "^\\s*div \\(M1_NM, 8\\) " } }
// { dg-final { scan-visa "^\\s*mod \\(M1_NM, 8\\) " } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void division(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> i, j;
    vector<uint, 8> u;
    read(in, 0, i);
    read(in, 32, j);
    read(in, 64, u);
    vector<int, 8> remainder;
    vector<int, 8> quotient = cm_div(remainder, i, j);
    vector<int, 8> q = cm_quot(i, 3);
    vector<uint, 8> m = cm_mod(u, 10u);
    write(out, 0, quotient + remainder + q);
    write(out, 32, m);
}
