// An object accessed at a variable index must stay in registers at that
// access (GenX_IR cannot spill it there), and so must every other object
// accessed at variable indices that is live there: together with the
// instruction's other operands they get at most 125 of the 128 GRF
// registers (backend/indirect_pressure.c; measured with GenX_IR on TGLLP
// and DG2, doc/fuzzing.md).  Each kernel is just over the limit and
// GenX_IR rejects its vISA ("128 GRF registers are NOT enough"); the
// same kernels just inside it finalize (indirect-live-together.cpp).
// { dg-do compile }

// Two objects read at variable indices, live together: 124 + 1 GRFs, and
// the 1-GRF destination.
extern "C" _GENX_MAIN_ void two_live_together(SurfaceIndex s, int i, int j)
{
    vector<int, 496> a;
    vector<int, 504> b;
#pragma unroll
    for (int k = 0; k < 496; k += 8)
        read(s, k * 4, a.select<8, 1>(k));
#pragma unroll
    for (int k = 0; k < 504; k += 8)
        read(s, 2048 + k * 4, b.select<8, 1>(k));
    vector<int, 8> t = 0;
    t(0) = a(i) + b(j); // { dg-error "2 objects accessed at variable indices are live at this access \\(4000 bytes, 125 GRF registers, and 1 for the instruction's other operands\\); GenX_IR cannot spill them here, and at most 125 of the 128 GRF registers can hold them and the operands; access fewer or smaller objects at variable indices here" }
    write(s, 0, t);
#pragma unroll
    for (int k = 0; k < 496; k += 8)
        write(s, 8192 + k * 4, a.select<8, 1>(k));
#pragma unroll
    for (int k = 0; k < 504; k += 8)
        write(s, 12288 + k * 4, b.select<8, 1>(k));
}

// A small object beside a large one: 1 + 124 GRFs.
extern "C" _GENX_MAIN_ void small_beside_large(SurfaceIndex s, int i, int j)
{
    vector<int, 8> a;
    vector<int, 992> b;
    read(s, 0, a);
#pragma unroll
    for (int k = 0; k < 992; k += 8)
        read(s, 64 + k * 4, b.select<8, 1>(k));
    vector<int, 8> t = 0;
    t(0) = a(i) + b(j); // { dg-error "2 objects accessed at variable indices are live at this access \\(4000 bytes, 125 GRF registers" }
    write(s, 0, t);
    write(s, 8192, a);
#pragma unroll
    for (int k = 0; k < 992; k += 8)
        write(s, 8256 + k * 4, b.select<8, 1>(k));
}

// One object of 125 GRFs (the largest the per-object check allows) read
// into a register: its destination does not fit beside it.
extern "C" _GENX_MAIN_ void one_read_into_register(SurfaceIndex s, int i)
{
    vector<int, 1000> a;
#pragma unroll
    for (int k = 0; k < 1000; k += 8)
        read(s, k * 4, a.select<8, 1>(k));
    vector<int, 8> t = 0;
    t(0) = a(i); // { dg-error "an object accessed at a variable index is live at this access \\(4000 bytes, 125 GRF registers, and 1 for the instruction's other operands\\); GenX_IR cannot spill it here, and at most 125 of the 128 GRF registers can hold it and the operands" }
    write(s, 0, t);
#pragma unroll
    for (int k = 0; k < 1000; k += 8)
        write(s, 4096 + k * 4, a.select<8, 1>(k));
}

// Three objects: 125 + 1 + 1 GRFs.  (GenX_IR's choices depend on the
// order of the variables: with the small ones declared first, it happens
// to spill the large one and finalize; cmc does not count on that.)
extern "C" _GENX_MAIN_ void three_live_together(SurfaceIndex s, int i, int j,
                                                int k)
{
    vector<int, 1000> c;
    vector<int, 8> a, b;
#pragma unroll
    for (int n = 0; n < 1000; n += 8)
        read(s, 64 + n * 4, c.select<8, 1>(n));
    read(s, 0, a);
    read(s, 32, b);
    vector<int, 8> t = 0;
    t(0) = a(i) + b(j) + c(k); // { dg-error "3 objects accessed at variable indices are live at this access \\(4064 bytes, 127 GRF registers" }
    write(s, 0, t);
    write(s, 0, a);
    write(s, 32, b);
#pragma unroll
    for (int n = 0; n < 1000; n += 8)
        write(s, 64 + n * 4, c.select<8, 1>(n));
}
