// Nested SIMD_DO_WHILE loops with SIMD_IF, SIMD_ELSE, SIMD_BREAK and
// SIMD_CONTINUE at widths 8, 16 and 32: each channel follows its own path
// (the vISA gotos park and resume channels; every channel must come back
// at the right join point for the sums to match the C reference), in a
// function template each kernel calls.
// { dg-do run }
// { dg-final { run-kernel "-k nested8 buf:in.bin buf:zero:256:out8.bin" } }
// { dg-final { run-kernel "-k nested16 buf:in.bin buf:zero:256:out16.bin" } }
// { dg-final { run-kernel "-k nested32 buf:in.bin buf:zero:256:out32.bin" } }

template <int W> void nested(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, W> a, b, acc = 0, rounds = 0, inner;
    read(in, 0, a);
    read(in, 128, b);
    SIMD_DO_WHILE_BEGIN {
        rounds += 1;
        inner = b;
        SIMD_DO_WHILE_BEGIN {
            inner -= 1;
            SIMD_IF_BEGIN (inner & 1) {
                SIMD_CONTINUE;
            } SIMD_IF_END;
            SIMD_IF_BEGIN (inner > a) {
                acc += inner;
            } SIMD_ELSE {
                SIMD_IF_BEGIN (a < 0) {
                    SIMD_BREAK;
                } SIMD_IF_END;
                acc -= 1;
            } SIMD_IF_END;
        } SIMD_DO_WHILE_END (inner > 0);
        a -= 3;
        SIMD_IF_BEGIN (acc > 100) {
            SIMD_BREAK;
        } SIMD_IF_END;
    } SIMD_DO_WHILE_END (a > -5);
    write(out, 0, acc);
    write(out, 128, rounds);
}

extern "C" _GENX_MAIN_ void nested8(SurfaceIndex in, SurfaceIndex out)
{
    nested<8>(in, out);
}

extern "C" _GENX_MAIN_ void nested16(SurfaceIndex in, SurfaceIndex out)
{
    nested<16>(in, out);
}

extern "C" _GENX_MAIN_ void nested32(SurfaceIndex in, SurfaceIndex out)
{
    nested<32>(in, out);
}
