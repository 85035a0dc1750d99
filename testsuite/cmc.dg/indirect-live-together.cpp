// The objects accessed at variable indices that are live at such an
// access, with the instruction's other operands, fit in 125 of the 128
// GRFs: just inside that limit GenX_IR register-allocates every kernel
// here (error-indirect-live-together.cpp has the same kernels just over
// it).  Objects that are not live at the same access do not add up.
// { dg-do compile }
// { dg-final { scan-visa "addr_add" } }
// { dg-final { finalize-visa TGLLP DG2 } }

// 62 + 62 GRFs and a 1-GRF destination.
extern "C" _GENX_MAIN_ void two_live_together(SurfaceIndex s, int i, int j)
{
    vector<int, 496> a;
    vector<int, 496> b;
#pragma unroll
    for (int k = 0; k < 496; k += 8)
        read(s, k * 4, a.select<8, 1>(k));
#pragma unroll
    for (int k = 0; k < 496; k += 8)
        read(s, 2048 + k * 4, b.select<8, 1>(k));
    vector<int, 8> t = 0;
    t(0) = a(i) + b(j);
    write(s, 0, t);
#pragma unroll
    for (int k = 0; k < 496; k += 8)
        write(s, 8192 + k * 4, a.select<8, 1>(k));
#pragma unroll
    for (int k = 0; k < 496; k += 8)
        write(s, 12288 + k * 4, b.select<8, 1>(k));
}

// 1 + 123 GRFs.
extern "C" _GENX_MAIN_ void small_beside_large(SurfaceIndex s, int i, int j)
{
    vector<int, 8> a;
    vector<int, 984> b;
    read(s, 0, a);
#pragma unroll
    for (int k = 0; k < 984; k += 8)
        read(s, 64 + k * 4, b.select<8, 1>(k));
    vector<int, 8> t = 0;
    t(0) = a(i) + b(j);
    write(s, 0, t);
    write(s, 8192, a);
#pragma unroll
    for (int k = 0; k < 984; k += 8)
        write(s, 8256 + k * 4, b.select<8, 1>(k));
}

// One object of 124 GRFs read into a register.
extern "C" _GENX_MAIN_ void one_read_into_register(SurfaceIndex s, int i)
{
    vector<int, 992> a;
#pragma unroll
    for (int k = 0; k < 992; k += 8)
        read(s, k * 4, a.select<8, 1>(k));
    vector<int, 8> t = 0;
    t(0) = a(i);
    write(s, 0, t);
#pragma unroll
    for (int k = 0; k < 992; k += 8)
        write(s, 4096 + k * 4, a.select<8, 1>(k));
}

// 122 + 1 + 1 GRFs.
extern "C" _GENX_MAIN_ void three_live_together(SurfaceIndex s, int i, int j,
                                                int k)
{
    vector<int, 976> c;
    vector<int, 8> a, b;
#pragma unroll
    for (int n = 0; n < 976; n += 8)
        read(s, 64 + n * 4, c.select<8, 1>(n));
    read(s, 0, a);
    read(s, 32, b);
    vector<int, 8> t = 0;
    t(0) = a(i) + b(j) + c(k);
    write(s, 0, t);
    write(s, 0, a);
    write(s, 32, b);
#pragma unroll
    for (int n = 0; n < 976; n += 8)
        write(s, 64 + n * 4, c.select<8, 1>(n));
}

// Two objects of 120 GRFs, each accessed at a variable index while the
// other is not live: they never add up.
extern "C" _GENX_MAIN_ void one_after_the_other(SurfaceIndex s, int i, int j)
{
    vector<int, 960> a, b;
#pragma unroll
    for (int k = 0; k < 960; k += 8)
        read(s, k * 4, a.select<8, 1>(k));
    a(i) = 7;
#pragma unroll
    for (int k = 0; k < 960; k += 8)
        write(s, k * 4, a.select<8, 1>(k));
#pragma unroll
    for (int k = 0; k < 960; k += 8)
        read(s, 4096 + k * 4, b.select<8, 1>(k));
    b(j) = 8;
#pragma unroll
    for (int k = 0; k < 960; k += 8)
        write(s, 4096 + k * 4, b.select<8, 1>(k));
}
