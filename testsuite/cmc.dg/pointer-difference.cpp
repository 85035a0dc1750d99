// p - q counts pointees: a shift for a power-of-two pointee size (no
// 64-bit division, even at -O0), an exact division otherwise.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-visa "asr \\(M1_NM, 1\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<0;1,0> 2:q" } }
// { dg-final { scan-llvm "sdiv exact i64 %\[0-9\]+, 12" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void difference(const int *p, const int *q,
                                       vector<float, 3> *a,
                                       vector<float, 3> *b, int *out)
{
    out[0] = (int)(q - p);
    out[1] = (int)(b - a);
}
