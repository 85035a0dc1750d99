// Gathers and dword atomics inside SIMD control flow whose results go
// straight into a variable (the backend runs such a message under the
// execution mask into the variable itself): the channels a message does
// not run keep the variable's old value, whether that is a constant, a
// value still read afterwards, or what the message reads itself (its
// offsets, its source), two levels deep and in SIMD loops, at widths 8,
// 16 and 32 (atomics at 8 and 16), int and float.  And a message reads
// only its active channels of a variable written under the same mask
// (the optimiser passes it the written value itself): whether the
// variable is read nowhere else, or also after the loop, or the message
// runs under another mask.
// { dg-do run }
// { dg-final { run-kernel "-k gathers8 buf:in.bin buf:zero:1024:g8.bin" } }
// { dg-final { run-kernel "-k gathers16 buf:in.bin buf:zero:1024:g16.bin" } }
// { dg-final { run-kernel "-k gathers32 buf:in.bin buf:zero:1024:g32.bin" } }
// { dg-final { run-kernel "-k atomics8 buf:in.bin buf:zero:256:c8.bin buf:zero:256:a8.bin" } }
// { dg-final { run-kernel "-k atomics16 buf:in.bin buf:zero:256:c16.bin buf:zero:256:a16.bin" } }
// { dg-final { run-kernel "-k operands8 buf:in.bin buf:zero:256:oc8.bin buf:zero:512:o8.bin" } }
// { dg-final { run-kernel "-k operands16 buf:in.bin buf:zero:256:oc16.bin buf:zero:512:o16.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <int W> void gathers(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, W> a, g = -3, base, v, steps = 0;
    vector<uint, W> lane, idx;
    vector<float, W> f = 0.5f;
    read(in, 0, a);
    for (int i = 0; i < W; i++)
        lane(i) = i;
    base = a * 3;
    v = base;
    idx = lane + 32;
    SIMD_IF_BEGIN (a > 0) {
        read(in, 32, lane, g);
        SIMD_IF_BEGIN ((a & 1) == 0) {
            read(in, 64, lane, v);
        } SIMD_ELSE {
            read(in, 96, lane, f);
        } SIMD_IF_END;
    } SIMD_IF_END;
    SIMD_DO_WHILE_BEGIN {
        read(in, 128, idx, idx);
        steps += 1;
        SIMD_IF_BEGIN (idx & 2) {
            read(in, 192, lane, g);
        } SIMD_IF_END;
    } SIMD_DO_WHILE_END (idx != 0);
    write(out, 0, g);
    write(out, 128, v);
    write(out, 256, base);
    write(out, 384, f);
    write(out, 512, idx);
    write(out, 640, steps);
}

template <int W> void atomics(SurfaceIndex in, SurfaceIndex counts,
                              SurfaceIndex out)
{
    vector<int, W> a;
    vector<uint, W> lane, old = 7, ret = 1, got = 9, n;
    read(in, 0, a);
    for (int i = 0; i < W; i++)
        lane(i) = i;
    n = (a & 3) + 1;
    SIMD_IF_BEGIN (a & 1) {
        write_atomic<ATOMIC_ADD>(counts, lane, lane + 1, old);
    } SIMD_IF_END;
    SIMD_DO_WHILE_BEGIN {
        n -= 1;
        SIMD_IF_BEGIN (n & 1) {
            write_atomic<ATOMIC_ADD>(counts, lane + 16, ret, ret);
        } SIMD_ELSE {
            write_atomic<ATOMIC_INC>(counts, lane + 32, got);
        } SIMD_IF_END;
    } SIMD_DO_WHILE_END (n > 0);
    write(out, 0, old);
    write(out, 64, ret);
    write(out, 128, got);
}

template <int W> void operands(SurfaceIndex in, SurfaceIndex counts,
                               SurfaceIndex out)
{
    vector<int, W> a;
    vector<uint, W> lane, amount = 0, kept = 3, data = 0, extra = 1, n;
    read(in, 0, a);
    for (int i = 0; i < W; i++)
        lane(i) = i;
    n = (a & 3) + 1;
    SIMD_DO_WHILE_BEGIN {
        n -= 1;
        amount = n + lane;
        kept = lane * 2 + n;
        SIMD_IF_BEGIN (n & 1) {
            data = a + n;
            write(out, 0, lane, data);
            extra = n * 3 + lane;
            write_atomic<ATOMIC_ADD>(counts, lane + 16, extra);
        } SIMD_IF_END;
        write_atomic<ATOMIC_ADD>(counts, lane, amount);
        write(out, 32, lane, kept);
    } SIMD_DO_WHILE_END (n > 0);
    write(out, 256, kept);
    write(out, 384, data);
}

extern "C" _GENX_MAIN_ void gathers8(SurfaceIndex in, SurfaceIndex out)
{
    gathers<8>(in, out);
}

extern "C" _GENX_MAIN_ void gathers16(SurfaceIndex in, SurfaceIndex out)
{
    gathers<16>(in, out);
}

extern "C" _GENX_MAIN_ void gathers32(SurfaceIndex in, SurfaceIndex out)
{
    gathers<32>(in, out);
}

extern "C" _GENX_MAIN_ void atomics8(SurfaceIndex in, SurfaceIndex counts,
                                     SurfaceIndex out)
{
    atomics<8>(in, counts, out);
}

extern "C" _GENX_MAIN_ void atomics16(SurfaceIndex in, SurfaceIndex counts,
                                      SurfaceIndex out)
{
    atomics<16>(in, counts, out);
}

extern "C" _GENX_MAIN_ void operands8(SurfaceIndex in, SurfaceIndex counts,
                                      SurfaceIndex out)
{
    operands<8>(in, counts, out);
}

extern "C" _GENX_MAIN_ void operands16(SurfaceIndex in, SurfaceIndex counts,
                                       SurfaceIndex out)
{
    operands<16>(in, counts, out);
}
