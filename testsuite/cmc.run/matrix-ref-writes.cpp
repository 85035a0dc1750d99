// Sub-matrices and strided sub-vectors passed by reference to inline
// functions that write some of their rows or elements: the optimiser
// writes each written row straight into the caller's matrix
// (region_writes.c) instead of into a copy of the sub-matrix that is then
// written back, and keeps what the function does not write.  The
// reference does the same updates on C arrays.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:320:out.bin" } }
// { dg-final { scan-llvm-not "call <8 x i32> @llvm.genx.wrregioni" } }
// { dg-final { scan-llvm-not "call <4 x i32> @llvm.genx.wrregioni" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include <cm/cm.h>

// Row 0 of m negated; row 1 left as it is.
_GENX_ inline void negate_first_row(matrix_ref<int, 2, 4> m)
{
    m.row(0) = -m.row(0);
}

// v's halves swapped, the new low half plus one, the new high half twice
// the old low half.
_GENX_ inline void swap_halves(vector_ref<int, 8> v)
{
    vector<int, 4> low = v.select<4, 1>(0);
    v.select<4, 1>(0) = v.select<4, 1>(4) + 1;
    v.select<4, 1>(4) = low * 2;
}

_GENX_ inline void transpose2x2(matrix_ref<int, 2, 2> dst,
                                matrix_ref<int, 2, 2> src)
{
#pragma unroll
    for (int j = 0; j < 2; j++)
        dst.row(j) = src.select<2, 1, 1, 1>(0, j);
}

extern "C" _GENX_MAIN_ void updates(SurfaceIndex in, SurfaceIndex out)
{
    matrix<int, 8, 8> m;
    read(in, 0, m.select<4, 1, 8, 1>(0, 0));
    read(in, 128, m.select<4, 1, 8, 1>(4, 0));
    negate_first_row(m.select<2, 1, 4, 1>(1, 2));
    vector_ref<int, 64> flat = m.format<int>();
    swap_halves(flat.select<8, 2>(33));
    matrix<int, 4, 4> t = m.select<4, 1, 4, 1>(4, 4);
    transpose2x2(t.select<2, 1, 2, 1>(2, 2), m.select<2, 1, 2, 1>(6, 0));
    write(out, 0, m.select<4, 1, 8, 1>(0, 0));
    write(out, 128, m.select<4, 1, 8, 1>(4, 0));
    write(out, 256, t);
}
