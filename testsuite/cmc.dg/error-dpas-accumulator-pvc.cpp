// PVC's DPAS takes half and bfloat16 (short) accumulators and results,
// each only with its own precision: fp16 with half, bf16 with short,
// tf32 and the integer precisions with neither.  Each broken rule is one
// error at the call naming what the precision takes.
// { dg-do compile }
// { dg-options "-march=PVC -ferror-limit=0" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex c)
{
    vector<half, 128> h = 0;
    vector<short, 128> s = 0;
    vector<float, 128> f = 0;
    vector<uint, 128> b = 1;
    vector<uint, 64> a = 1;
    vector<half, 128> r1 = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(h, b, a); // { dg-error "'cm_dpas': invalid combination of DPAS data types: the accumulator and the result \\(bf16 precision: float or short, here half and half\\)" }
    vector<short, 128> r2 = cm_dpas<CM_PRECISION_HF, CM_PRECISION_HF, 8, 8>(s, b, a); // { dg-error "'cm_dpas': invalid combination of DPAS data types: the accumulator and the result \\(fp16 precision: float or half, here short and short\\)" }
    vector<half, 128> r3 = cm_dpas<CM_PRECISION_TF32, CM_PRECISION_TF32, half, 8, 8>(f, b, b); // { dg-error "'cm_dpas': invalid combination of DPAS data types: the accumulator and the result \\(tf32 precision: float, here float and half\\)" }
    vector<float, 128> r4 = cm_dpas<CM_PRECISION_HF, CM_PRECISION_HF, float, 8, 8>(s, b, a); // { dg-error "'cm_dpas': invalid combination of DPAS data types: the accumulator and the result \\(fp16 precision: float or half, here short and float\\)" }
    write(c, 0, r1.format<uint>().select<8, 1>(0));
    write(c, 32, r2.format<uint>().select<8, 1>(0));
    write(c, 64, r3.format<uint>().select<8, 1>(0));
    write(c, 96, r4.format<uint>().select<8, 1>(0));
}
