// Dword atomics and scattered writes inside a SIMD_DO_WHILE with
// SIMD_CONTINUE and SIMD_BREAK (inside SIMD_IFs, so three levels deep) at
// widths 8 and 16: each active channel counts once per pass, a channel
// that left the loop or skipped the block does not.
// { dg-do run }
// { dg-final { run-kernel "-k atomics8 buf:in.bin buf:zero:512:out8.bin buf:zero:128:counts8.bin" } }
// { dg-final { run-kernel "-k atomics16 buf:in.bin buf:zero:512:out16.bin buf:zero:128:counts16.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <int W> void atomics(SurfaceIndex in, SurfaceIndex out,
                              SurfaceIndex counts)
{
    vector<int, W> a, n, acc = 0, g = 0;
    vector<uint, W> lane, slot, amount = 0, old = 5;
    read(in, 0, a);
    read(in, 64, n);
    for (int i = 0; i < W; i++) {
        lane(i) = i;
        slot(i) = i & 3;
    }
    SIMD_DO_WHILE_BEGIN {
        n -= 1;
        SIMD_IF_BEGIN (n & 1) {
            write_atomic<ATOMIC_INC>(counts, slot);
            SIMD_CONTINUE;
        } SIMD_IF_END;
        read(in, 32, lane, g);
        acc += g + n;
        SIMD_IF_BEGIN (acc > a) {
            SIMD_IF_BEGIN (n < 4) {
                write_atomic<ATOMIC_ADD>(counts, lane + 16, lane + 1, old);
            } SIMD_IF_END;
            write(out, 0, lane, acc);
            SIMD_BREAK;
        } SIMD_IF_END;
        amount = n;
        write_atomic<ATOMIC_ADD>(counts, slot + 4, amount);
    } SIMD_DO_WHILE_END (n > 0);
    write(out, 128, acc);
    write(out, 256, old);
}

extern "C" _GENX_MAIN_ void atomics8(SurfaceIndex in, SurfaceIndex out,
                                     SurfaceIndex counts)
{
    atomics<8>(in, out, counts);
}

extern "C" _GENX_MAIN_ void atomics16(SurfaceIndex in, SurfaceIndex out,
                                      SurfaceIndex counts)
{
    atomics<16>(in, out, counts);
}
