// simd-nested-loops.cpp without optimisation: the frontend's goto/join
// shapes as they are, each SIMD block its own basic blocks.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "-k nested8 buf:in.bin buf:zero:256:out8.bin" } }
// { dg-final { run-kernel "-k nested16 buf:in.bin buf:zero:256:out16.bin" } }
// { dg-final { run-kernel "-k nested32 buf:in.bin buf:zero:256:out32.bin" } }

#include "simd-nested-loops.cpp"
