// simd-cf-memory.cpp without optimisation: the frontend's goto/join
// shapes as they are, each SIMD block its own basic blocks.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-k memory8 buf:in.bin buf:zero:1024:out8.bin" } }
// { dg-final { run-kernel "-k memory16 buf:in.bin buf:zero:1024:out16.bin" } }
// { dg-final { run-kernel "-k memory32 buf:in.bin buf:zero:1024:out32.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

#include "simd-cf-memory.cpp"
