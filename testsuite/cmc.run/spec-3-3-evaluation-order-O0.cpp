// spec-3-3-evaluation-order.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:32:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-3-3-evaluation-order.cpp"
