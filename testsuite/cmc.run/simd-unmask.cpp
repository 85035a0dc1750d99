// cm_unmask_begin / cm_unmask_end inside SIMD control flow, at widths 8,
// 16 and 32: between them every channel is active (a vector write, a
// reduction and a scatter reach the channels the SIMD_IF left out), and
// after cm_unmask_end the block's channels again; begin returns the
// execution mask (bit i: channel i), and outside SIMD control flow
// 0xffffffff.  Also inside a SIMD_ELSE and a SIMD_DO_WHILE.
// { dg-do run }
// { dg-final { run-kernel "-k unmask8 buf:in.bin buf:zero:1024:out8.bin" } }
// { dg-final { run-kernel "-k unmask16 buf:in.bin buf:zero:1024:out16.bin" } }
// { dg-final { run-kernel "-k unmask32 buf:in.bin buf:zero:1024:out32.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <int W> void unmask(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, W> a, r = 0, u = 0, v = 0, steps = 0;
    vector<uint, W> lane;
    read(in, 0, a);
    for (int i = 0; i < W; i++)
        lane(i) = i;
    vector<uint, 8> saved = 0;
    vector<int, 8> sums = 0;
    saved(0) = cm_unmask_begin();
    cm_unmask_end(saved(0));
    SIMD_IF_BEGIN (a > 0) {
        r = 1;
        uint mask = cm_unmask_begin();
        u = a * 2;
        sums(0) = cm_sum<int>(a);
        write(out, 64, lane, a + 100);
        cm_unmask_end(mask);
        saved(1) = mask;
        r += 10;
        sums(1) = cm_sum<int>(a);
    } SIMD_ELSE {
        uint mask = cm_unmask_begin();
        v = a - 3;
        cm_unmask_end(mask);
        saved(2) = mask;
        v += 1000;
    } SIMD_IF_END;
    SIMD_DO_WHILE_BEGIN {
        steps += 1;
        uint mask = cm_unmask_begin();
        sums(2) += cm_sum<int>(steps);
        cm_unmask_end(mask);
    } SIMD_DO_WHILE_END ((a - steps) > 0);
    if (W < 32)
        saved &= (1u << W) - 1;
    write(out, 0, r);
    write(out, 128, u);
    write(out, 384, v);
    write(out, 512, steps);
    write(out, 640, saved);
    write(out, 672, sums);
}

extern "C" _GENX_MAIN_ void unmask8(SurfaceIndex in, SurfaceIndex out)
{
    unmask<8>(in, out);
}

extern "C" _GENX_MAIN_ void unmask16(SurfaceIndex in, SurfaceIndex out)
{
    unmask<16>(in, out);
}

extern "C" _GENX_MAIN_ void unmask32(SurfaceIndex in, SurfaceIndex out)
{
    unmask<32>(in, out);
}
