// simd-nested-loops.cpp without optimisation: the frontend's goto/join
// shapes as they are, each SIMD block its own basic blocks.
// { dg-do run }
// { dg-options "-O0" }
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
