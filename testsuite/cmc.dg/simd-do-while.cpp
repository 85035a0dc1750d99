// SIMD_DO_WHILE_BEGIN / SIMD_DO_WHILE_END with SIMD_BREAK and SIMD_CONTINUE
// inside SIMD ifs: the loop runs while any channel is active; a channel
// that breaks stays inactive until the loop ends, one that continues comes
// back for the condition.  Checked per channel by hand: the loop goes back
// while any channel's count is not zero, and the break mask is kept in
// predicate logic.
// { dg-do compile }
// { dg-final { scan-llvm "phi <8 x i1>" } }
// { dg-final { scan-llvm "br i1 %\[0-9\]+, label %simd.do, label %simd.do.end" } }
// { dg-final { scan-llvm-times "call i1 @llvm.genx.any.v8i1\\(" 4 } }
// { dg-final { scan-visa "cmp.ne \\(M1_NM, 1\\) P\[0-9\]+ V\[0-9\]+\\(0,0\\)<0;1,0> 0x0:ud" } }
// { dg-final { scan-visa "\\(P\[0-9\]+\\) jmp \\(M1, 1\\) simd_loop_" } }
// { dg-final { finalize-visa TGLLP DG2 } }

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
