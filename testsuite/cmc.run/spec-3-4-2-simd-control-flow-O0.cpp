// spec-3-4-2-simd-control-flow.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin u16:4 u16:3 u16:4" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-3-4-2-simd-control-flow.cpp"
