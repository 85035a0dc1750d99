// Nested SIMD_DO_WHILE loops with SIMD_IF, SIMD_ELSE, SIMD_BREAK and
// SIMD_CONTINUE at -O0: every SIMD branch is a vISA goto under the
// execution mask (none falls back to scalar jmps), that is six predicated
// gotos (four SIMD ifs' conditions and two loops' ends) and four
// unpredicated ones (two SIMD_BREAKs, a SIMD_CONTINUE and the end of a
// then part with an else); the loops go back by scalar jmps.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-visa-times "\\(!P\[0-9\]+\\) goto \\(M1, 8\\) nested_BB_\[0-9\]+\n" 6 } }
// { dg-final { scan-visa-times "    goto \\(M1, 8\\) nested_BB_\[0-9\]+\n" 4 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void nested(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 8> a, b, acc = 0, rounds = 0, inner;
    read(in, 0, a);
    read(in, 32, b);
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
    write(out, 32, rounds);
}
