// CM spec 3.2.3 (examples 3_2_3_b, 3_2_3_c, 3_2_3_d): cmtl's arithmetic
// sequences.  cm_matrix declares a 4x8 ushort matrix holding 10, 15, 20,
// ...; cm_vector a 16-element ushort vector holding 2, 5, 8, ...; and
// cmtl::cm_vector_assign writes i, i + 3, i + 6, ... into ten elements of
// an existing vector from element 2, with i a kernel parameter, leaving
// the other six as they were.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:128:out.bin i32:1000" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include <cm/cmtl.h>

extern "C" _GENX_MAIN_ void sequences(SurfaceIndex out, int i)
{
    cm_matrix(m, ushort, 4, 8, 10, 5);
    write(out, 0, m);

    cm_vector(v, ushort, 16, 2, 3);
    write(out, 64, v);

    vector<ushort, 16> w = 0xbeef;
    cmtl::cm_vector_assign(w.select<10, 1>(2), i, 3);
    write(out, 96, w);
}
