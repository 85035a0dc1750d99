// math-carry-high.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:960:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "math-carry-high.cpp"
