// SIMD_DO_WHILE_BEGIN / SIMD_DO_WHILE_END with SIMD_BREAK and SIMD_CONTINUE
// inside SIMD ifs: the loop runs while any channel is active; a channel
// that breaks stays inactive until the loop ends, one that continues comes
// back for the condition.  In vISA: SIMD_BREAK and SIMD_CONTINUE are
// unpredicated gotos to the loop's end and continue labels, the channels
// whose condition holds go back to the top by a backward goto (the others
// wait after it, at the loop's end), as in Intel's VC.
// { dg-do compile }
// { dg-final { scan-llvm "phi <8 x i1>" } }
// { dg-final { scan-llvm "br i1 %\[0-9\]+, label %simd.do.end, label %simd.do" } }
// { dg-final { scan-llvm-times "@llvm.genx.simdcf.goto.v32i1.v8i1\\(<32 x i1> " 6 } }
// { dg-final { scan-visa-times "\\(!P\[0-9\]+\\) goto \\(M1, 8\\) simd_loop_BB_\[0-9\]+" 2 } }
// { dg-final { scan-visa-times "    goto \\(M1, 8\\) simd_loop_BB_\[0-9\]+" 3 } }
// { dg-final { scan-visa-times " \\(P\[0-9\]+\\) goto \\(M1, 8\\) simd_loop_BB_1\n" 1 } }
// { dg-final { scan-visa-not " jmp " } }
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
