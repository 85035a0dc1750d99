// simd-cf-calls.cpp at -O0: the callees inlined by always-inline only.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:ints.bin buf:zero:256:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "simd-cf-calls.cpp"
