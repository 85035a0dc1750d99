// CM spec 5.3.1 (example 5_3_1_a): cmtl::DumpSLM copies an SLM buffer
// from cm_slm_alloc to a surface for debugging: 64 bytes of SLM filled
// with a sequence derived from a kernel parameter, dumped whole.
// { dg-do run }
// { dg-final { run-kernel "-g 1 -l 1 buf:zero:64:out.bin u32:500" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include <cm/cmtl.h>

#define SLM_BUFFER_SIZE 64

extern "C" _GENX_MAIN_ void dump_slm(SurfaceIndex slmDebugSurface, uint base)
{
    cm_slm_init(SLM_BUFFER_SIZE);
    uint slmX = cm_slm_alloc(SLM_BUFFER_SIZE);

    vector<uint, 16> values;
    for (int i = 0; i < 16; i++)
        values(i) = base + 7 * i;
    cm_slm_block_write(slmX, 0, values);

    cmtl::DumpSLM(slmX, slmDebugSurface, SLM_BUFFER_SIZE);
}
