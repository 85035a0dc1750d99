// spec-3-2-8-comparison-masks.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:144:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-3-2-8-comparison-masks.cpp"
