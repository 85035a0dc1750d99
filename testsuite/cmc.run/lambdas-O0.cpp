// lambdas.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "lambdas.cpp"
