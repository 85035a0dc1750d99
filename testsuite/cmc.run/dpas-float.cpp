// cm_dpas with bf16 and fp16 precisions on DG2 (execution size 8,
// systolic depth 8): with an accumulator, without one (the .nosrc0
// form), with repeat count 4 (the precision spelled as Intel's enumerator,
// CmPrecisionType::CM_Precision_BF16), and fp16 (CM_Precision_FP16, the
// enumerator CM_PRECISION_HF names).  The reference is a plain C
// matrix product, each pair of products summed in float and added to the
// float accumulator, as the vISA DPAS page orders it.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:896:out.bin" } }
// { dg-final { scan-visa "dpas\\.bf\\.bf\\.8\\.8 \\(M1_NM, 8\\) V\[0-9\]+\\.0 %null\\.0" } }
// { dg-final { scan-visa "dpas\\.bf\\.bf\\.8\\.4 " } }
// { dg-final { scan-visa "dpas\\.hf\\.hf\\.8\\.8 " } }
// { dg-final { finalize-visa DG2 } }

#include "dpas-blocks.h"

extern "C" _GENX_MAIN_ void dpas_float(SurfaceIndex in, SurfaceIndex out)
{
    vector<float, 64> acc;
    vector<uint, 64> b, a, hb, ha;
    read256<float>(in, 0, acc);
    read256<uint>(in, 256, b);
    read256<uint>(in, 512, a);
    read256<uint>(in, 768, hb);
    read256<uint>(in, 1024, ha);
    vector<float, 64> r1 =
        cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(acc, b, a);
    vector<float, 64> r2 =
        cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8, float>(0, b, a);
    vector<float, 32> acc4 = acc.select<32, 1>(0);
    vector<uint, 32> a4 = a.select<32, 1>(32);
    vector<float, 32> r3 =
        cm_dpas<CmPrecisionType::CM_Precision_BF16,
                CmPrecisionType::CM_Precision_BF16, 8, 4>(acc4, b, a4);
    vector<float, 64> r4 =
        cm_dpas<CmPrecisionType::CM_Precision_FP16,
                CmPrecisionType::CM_Precision_FP16, 8, 8>(acc, hb, ha);
    write256<float>(out, 0, r1);
    write256<float>(out, 256, r2);
    write(out, 512, r3);
    write256<float>(out, 640, r4);
}
