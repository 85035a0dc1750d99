// simd-cf-atomics.cpp without optimisation: the frontend's goto/join
// shapes as they are, each SIMD block its own basic blocks.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-k atomics8 buf:in.bin buf:zero:512:out8.bin buf:zero:128:counts8.bin" } }
// { dg-final { run-kernel "-k atomics16 buf:in.bin buf:zero:512:out16.bin buf:zero:128:counts16.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "simd-cf-atomics.cpp"
