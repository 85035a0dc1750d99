// Vectors of pointers and <cm/cm_memory.h>'s gather and scatter: element
// i at ptrs(i) where the mask enables it (all without one), gather's
// others from passthru; pointers set per element or converted from
// uintptr_t addresses; a matrix of pointers; 2-byte elements.
// { dg-do run }
// { dg-final { run-kernel "svm:floats.bin:floats_out.bin svm:ints.bin:ints_out.bin svm:shorts.bin:shorts_out.bin svm:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void pointer_gather(float *p, int *q, short *s,
                                           float *out)
{
    vector<float *, 8> ptrs;
    for (int i = 0; i < 8; i++)
        ptrs(i) = p + (7 - i) * 2;              /* p[14], p[12], ... p[0] */
    vector<float, 8> v = gather(ptrs);
    vector<ushort, 8> m = 0;
    m.select<4, 2>(0) = 1;                      /* channels 0, 2, 4, 6 */
    vector<float, 8> w = gather(ptrs, m, v * 2.0f);
    scatter(v + w, ptrs, m);
    cm_ptr_block_write(out, w);

    vector<uintptr_t, 16> a;
    for (int i = 0; i < 16; i++)
        a(i) = (uintptr_t)(q + (i * 5) % 16);
    vector<int *, 16> qp = a;
    vector<int, 16> x = gather(qp);
    scatter(x + 1, qp);
    vector<int, 8> first = x.select<8, 1>(0);
    cm_ptr_block_write((int *)out + 8, first);

    matrix<short *, 2, 4> sp;
    for (int i = 0; i < 8; i++)
        sp(i / 4, i % 4) = s + 15 - i;
    matrix<short, 2, 4> sv = gather(sp);
    scatter(matrix<short, 2, 4>(sv * 3), sp);
}
