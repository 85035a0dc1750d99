// cm_dpas with integer precisions on DG2: u8 x s8 (four products per
// dword), s4 x s8 and u4 x u8 (mixed sizes: src1 holds two depths per
// dword), s2 x u4 and u2 x u2 (eight products per dword), a uint result
// from an int accumulator, and no accumulator (with the result's size
// given: cm_dpas<..., int, uint, uint, 64>(0, ...)).  The reference is a
// plain C integer matrix product (exact, 32-bit).
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:1536:out.bin" } }
// { dg-final { scan-visa "dpas\\.u8\\.s8\\.8\\.8 " } }
// { dg-final { scan-visa "dpas\\.s2\\.u4\\.8\\.8 " } }
// { dg-final { finalize-visa DG2 } }

#include "dpas-blocks.h"

extern "C" _GENX_MAIN_ void dpas_int(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 64> acc;
    vector<uint, 64> b, a;
    read256<int>(in, 0, acc);
    read256<uint>(in, 256, b);
    read256<uint>(in, 512, a);
    write256<int>(out, 0,
                  cm_dpas<CM_PRECISION_U8, CM_PRECISION_S8, 8, 8>(acc, b, a));
    vector<uint, 32> b32 = b.select<32, 1>(0);
    write256<int>(out, 256,
                  cm_dpas<CM_PRECISION_S4, CM_PRECISION_S8, 8, 8>(acc, b32,
                                                                  a));
    vector<uint, 64> u = cm_dpas<CM_PRECISION_U4, CM_PRECISION_U8, uint, 8,
                                 8>(acc, b32, a);
    write256<uint>(out, 512, u);
    write256<int>(out, 768,
                  cm_dpas<CM_PRECISION_S2, CM_PRECISION_U4, 8, 8>(acc, b32,
                                                                  a));
    vector<uint, 32> b_high = b.select<32, 1>(32);
    vector<uint, 32> a_high = a.select<32, 1>(32);
    write256<int>(out, 1024,
                  cm_dpas<CM_PRECISION_U2, CM_PRECISION_U2, 8, 8>(
                      acc, b_high, a_high));
    /* no accumulator, with the result's size and the operands' types
     * given as Intel's headers allow, the operands regions */
    write256<int>(out, 1280,
                  cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8, int, uint,
                          uint, 64>(0, b.select<64, 1>(0), a.select_all()));
}
