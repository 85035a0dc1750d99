// Predicate logic of constants is computed by cmc (backend/
// predicate_constants.c): in the kernel of simd-atomic-mask.cpp, a
// SIMD_IF on a constant condition and a message mask that is constant
// make the block's execution mask and the message's predicate
// constants, so each is one setp (0xfc: lanes 2-7 active; 0x54: those
// of them with an even lane), with no predicate or, and, xor or not
// left, and no setp nothing reads.
// { dg-do compile }
// { dg-final { scan-visa-times "setp \\(M1_NM, 8\\) P\[0-9\]+ 0xfc:uw" 1 } }
// { dg-final { scan-visa-times "setp \\(M1_NM, 8\\) P\[0-9\]+ 0x54:uw" 2 } }
// { dg-final { scan-visa-times "setp " 3 } }
// { dg-final { scan-visa-not "(and|or|xor|not) \\(M1_NM, \[0-9\]+\\) P" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "../cmc.run/simd-atomic-mask.cpp"
