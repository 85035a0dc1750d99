// cm_dpas whose accumulator and result are views of other types (a uint
// vector seen as float): their vISA variables are aliases, which GenX_IR
// re-aligns to one DPAS row (16 words on DG2) when it reads vISA text;
// cmc's binary vISA must say the same (the isa-oracle check), and the
// product must be right.  fp16, execution size 8, repeat count 8.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "type=f num_elts=64 alias=" } }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:256:out.bin" } }

#include "dpas-blocks.h"

extern "C" _GENX_MAIN_ void dpas_alias(SurfaceIndex in, SurfaceIndex out)
{
    vector<uint, 64> acc, b, a, result;
    read256<uint>(in, 0, acc);
    read256<uint>(in, 256, b);
    read256<uint>(in, 512, a);
    result.format<float>() = cm_dpas<CM_PRECISION_HF, CM_PRECISION_HF, 8, 8>(
        acc.format<float>(), b, a);
    write256<uint>(out, 0, result);
}
