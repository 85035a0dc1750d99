// Nested SIMD_DO_WHILE loops with SIMD_IF, SIMD_ELSE, SIMD_BREAK and
// SIMD_CONTINUE at -O2: every SIMD branch is a vISA goto under the
// execution mask (none falls back to scalar jmps), that is four forward
// predicated gotos (the SIMD ifs' conditions), two backward ones (the
// loops' ends, whose channels that go on looping go back) and four
// unpredicated ones (two SIMD_BREAKs, a SIMD_CONTINUE and the end of a
// then part with an else).
// { dg-do compile }
// { dg-options "-O2" }
// { dg-final { scan-visa-times "\\(!P\[0-9\]+\\) goto \\(M1, 8\\) nested_BB_\[0-9\]+\n" 4 } }
// { dg-final { scan-visa-times " \\(P\[0-9\]+\\) goto \\(M1, 8\\) nested_BB_\[12\]\n" 2 } }
// { dg-final { scan-visa-not " jmp " } }
// { dg-final { scan-visa-times "    goto \\(M1, 8\\) nested_BB_\[0-9\]+\n" 4 } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "simd-goto-O0.cpp"
