// cm_dpas on regions of larger variables (DG2, s8 x s8): the accumulator,
// the result and src2 taken in place at raw offsets when the region is
// contiguous and GRF-aligned (a row of an accumulator matrix, as Intel's
// VC does), and the cases that must not be: a src0 that is not
// GRF-aligned (copied), a result overlapping its src0 by part (a
// temporary), and a result overlapping src1 (a temporary).  The reference
// is a plain C integer matrix product applied in the kernel's order.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:1536:out.bin" } }
// { dg-final { scan-visa "dpas\\.s8\\.s8\\.8\\.8 \\(M1_NM, 8\\) (V\[0-9\]+)\\.0 \\1\\.0 " } }
// { dg-final { scan-visa "dpas\\.s8\\.s8\\.8\\.8 \\(M1_NM, 8\\) (V\[0-9\]+)\\.256 \\1\\.512 V\[0-9\]+\\.0 V\[0-9\]+\\(8,0\\)" } }
// { dg-final { scan-visa "dpas\\.s8\\.s8\\.8\\.8 \\(M1_NM, 8\\) (V\[0-9\]+)\\.768 V\[0-9\]+\\.0 " } }
// { dg-final { scan-visa-not "dpas\\.s8\\.s8\\.8\\.8 \\(M1_NM, 8\\) (V\[0-9\]+)\\.544 \\1\\.512 " } }
// { dg-final { scan-visa-not "dpas\\.s8\\.s8\\.8\\.8 \\(M1_NM, 8\\) (V\[0-9\]+)\\.0 \\1\\.256 \\1\\.0 " } }
// { dg-final { finalize-visa DG2 } }

#include "dpas-blocks.h"

extern "C" _GENX_MAIN_ void dpas_in_place(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 4, 64> m;    // four accumulators
    vector<uint, 64> b;      // B
    vector<uint, 128> a;     // two A blocks
    vector<int, 128> w;      // B' in w[0:64], an accumulator in w[64:128]
    for (int r = 0; r < 4; r++)
        read256<int>(in, 256 * r, m.row(r));
    read256<uint>(in, 1024, b);
    read256<uint>(in, 1280, a.select<64, 1>(0));
    read256<uint>(in, 1536, a.select<64, 1>(64));
    read256<int>(in, 1792, w.select<64, 1>(0));
    read256<int>(in, 2048, w.select<64, 1>(64));
    vector_ref<int, 256> flat = m.format<int>();
    // In place: dst and src0 the same row.
    m.row(0) = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8>(
        m.row(0), b, a.select<64, 1>(0));
    // dst and src0 different rows of one matrix, src2 at an offset.
    m.row(1) = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8>(
        m.row(2), b, a.select<64, 1>(64));
    // dst one GRF past src0: they overlap by part.
    flat.select<64, 1>(136) = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8>(
        flat.select<64, 1>(128), b, a.select<64, 1>(0));
    // src0 not on a GRF boundary.
    m.row(3) = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8>(
        flat.select<64, 1>(4), b, a.select<64, 1>(64));
    // dst is src1.
    w.select<64, 1>(0) = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8>(
        w.select<64, 1>(64), w.select<64, 1>(0).format<uint>(),
        a.select<64, 1>(0));
    for (int r = 0; r < 4; r++)
        write256<int>(out, 256 * r, m.row(r));
    write256<int>(out, 1024, w.select<64, 1>(0));
    write256<int>(out, 1280, w.select<64, 1>(64));
}
