// static-const-local.cpp at -O0: the constants are still folded from
// their globals' initializers, the table read by a variable index.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "static-const-local.cpp"
