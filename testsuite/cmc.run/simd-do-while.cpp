// SIMD_DO_WHILE with SIMD_BREAK and SIMD_CONTINUE: each channel loops on
// its own count; a channel whose `stop` runs out breaks, one with `skip`
// left skips the sum for that iteration.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }

extern "C" _GENX_MAIN_ void simd_loop(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> count, stop, skip, sum = 0;
    read(in, 0, count);
    read(in, 32, stop);
    read(in, 64, skip);
    SIMD_DO_WHILE_BEGIN {
        count = count - 1;
        SIMD_IF_BEGIN (stop) {
            stop = stop - 1;
        } SIMD_ELSE {
            SIMD_BREAK;
        } SIMD_IF_END;
        SIMD_IF_BEGIN (skip) {
            skip = skip - 1;
            SIMD_CONTINUE;
        } SIMD_IF_END;
        sum = sum + count;
    } SIMD_DO_WHILE_END (count);
    write(out, 0, sum);
    write(out, 32, count);
}
