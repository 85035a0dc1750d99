// sample-style-bitonic.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-t 3 buf:in.bin buf:zero:3072:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "sample-style-bitonic.cpp"
