// Scattered reads and writes inside SIMD control flow nested three deep
// (SIMD_IF / SIMD_ELSE in each other) and in a SIMD_DO_WHILE with
// SIMD_BREAK and SIMD_CONTINUE, at widths 8, 16 and 32: the messages run
// under the hardware execution mask, so an inactive channel neither
// stores nor loads (a gathered element keeps its old value).
// { dg-do run }
// { dg-final { run-kernel "-k memory8 buf:in.bin buf:zero:1024:out8.bin" } }
// { dg-final { run-kernel "-k memory16 buf:in.bin buf:zero:1024:out16.bin" } }
// { dg-final { run-kernel "-k memory32 buf:in.bin buf:zero:1024:out32.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <int W> void memory(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, W> a, b, r = 0, g = -7, steps = 0;
    vector<uint, W> lane, reversed;
    read(in, 0, a);
    read(in, 128, b);
    for (int i = 0; i < W; i++) {
        lane(i) = i;
        reversed(i) = W - 1 - i;
    }
    SIMD_IF_BEGIN (a > 0) {
        read(in, 64, reversed, g);
        r = g + 1;
        SIMD_IF_BEGIN (b > a) {
            write(out, 0, lane, a + b);
            SIMD_IF_BEGIN ((a & 1) == 0) {
                read(in, 96, lane, g);
                r += g * 3;
                write(out, 64, lane, r);
            } SIMD_ELSE {
                r -= 5;
            } SIMD_IF_END;
        } SIMD_ELSE {
            r = r * 2;
        } SIMD_IF_END;
    } SIMD_ELSE {
        write(out, 32, reversed, a - 1);
    } SIMD_IF_END;
    SIMD_DO_WHILE_BEGIN {
        b -= 1;
        steps += 1;
        SIMD_IF_BEGIN (b & 1) {
            SIMD_CONTINUE;
        } SIMD_IF_END;
        read(in, 64, lane, g);
        r += g;
        SIMD_IF_BEGIN (r > 2000) {
            write(out, 96, lane, steps);
            SIMD_BREAK;
        } SIMD_IF_END;
    } SIMD_DO_WHILE_END (b > 0);
    write(out, 512, r);
    write(out, 768, g);
    write(out, 896, steps);
}

extern "C" _GENX_MAIN_ void memory8(SurfaceIndex in, SurfaceIndex out)
{
    memory<8>(in, out);
}

extern "C" _GENX_MAIN_ void memory16(SurfaceIndex in, SurfaceIndex out)
{
    memory<16>(in, out);
}

extern "C" _GENX_MAIN_ void memory32(SurfaceIndex in, SurfaceIndex out)
{
    memory<32>(in, out);
}
