// Nested SIMD_DO_WHILE loops with SIMD_IF, SIMD_ELSE, SIMD_BREAK and
// SIMD_CONTINUE at -O2: every SIMD branch is a vISA goto under the
// execution mask (none falls back to scalar jmps), that is six predicated
// gotos (four SIMD ifs' conditions and two loops' ends) and four
// unpredicated ones (two SIMD_BREAKs, a SIMD_CONTINUE and the end of a
// then part with an else); the loops go back by scalar jmps.
// { dg-do compile }
// { dg-options "-O2" }
// { dg-final { scan-visa-times "\\(!P\[0-9\]+\\) goto \\(M1, 8\\) nested_BB_\[0-9\]+\n" 6 } }
// { dg-final { scan-visa-times "    goto \\(M1, 8\\) nested_BB_\[0-9\]+\n" 4 } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "simd-goto-O0.cpp"
