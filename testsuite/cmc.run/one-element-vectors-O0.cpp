// one-element-vectors.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "one-element-vectors.cpp"
