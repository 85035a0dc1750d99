// SIMD control flow blocks after other blocks in one kernel: SIMD_IFs and
// SIMD_DO_WHILEs in scalar loops, under a scalar if, and a loop with
// SIMD_BREAK last.  Each outermost block starts from the execution mask
// the previous one's last join left (every channel active again), which
// is also the form Intel's VectorCompiler takes (cmc.examples/spirv.exp).
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i32:5" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void blocks(SurfaceIndex in, SurfaceIndex out, int n)
{
    vector<int, 16> cond;
    read(in, 0, cond);
    vector<int, 16> r = 0;
    for (int i = 0; i < n; i++) {
        SIMD_IF_BEGIN (cond > i) {
            r += 1;
        } SIMD_IF_END;
    }
    for (int i = 0; i < n; i++) {
        vector<int, 16> count = 0;
        SIMD_DO_WHILE_BEGIN {
            count += 1;
            r += cond;
        } SIMD_DO_WHILE_END (count < cond + i);
    }
    if (n > 3) {
        SIMD_IF_BEGIN (cond > 2) {
            r -= 100;
        } SIMD_IF_END;
    }
    vector<int, 16> count = 0;
    SIMD_DO_WHILE_BEGIN {
        count += 1;
        SIMD_IF_BEGIN (count > 3) {
            SIMD_BREAK;
        } SIMD_IF_END;
        r += cond * 1000;
    } SIMD_DO_WHILE_END (count < cond);
    write(out, 0, r);
}
