// A variable set to a constant before a SIMD_IF and written under the
// mask inside it (simd-messages.cpp's `r = -1`, then `read(..., r)` in
// the SIMD_IF) keeps one vISA variable through the SIMD_IF: the gather
// writes, under the mask, the variable that holds the constant in the
// skipped channels (backend/simd_cf_gotos.c, masked phis and messages
// baled into masked writes; coalescing.c), with no masked copy of a
// temporary into it and no NoMask copy of the variable into another at
// the join, on either side of the goto.
// { dg-do compile }
// { dg-final { scan-visa-not "mov \\(M1_NM, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1>" } }
// { dg-final { scan-visa-not "mov \\(M1, 16\\) V\[0-9\]+\\(0,0\\)<1> V\[0-9\]+\\(0,0\\)<16;16,1>" } }
// { dg-final { scan-visa-times "gather_scaled.4 \\(M1, 16\\)" 1 } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "../cmc.run/simd-messages.cpp"
