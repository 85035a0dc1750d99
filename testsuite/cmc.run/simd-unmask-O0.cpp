// simd-unmask.cpp without optimisation: the unmasked writes keep their
// selects on an all-ones mask, and the blocks their own basic blocks.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-k unmask8 buf:in.bin buf:zero:1024:out8.bin" } }
// { dg-final { run-kernel "-k unmask16 buf:in.bin buf:zero:1024:out16.bin" } }
// { dg-final { run-kernel "-k unmask32 buf:in.bin buf:zero:1024:out32.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "simd-unmask.cpp"
