// constant-vectors.cpp at -O0: no folding of the fill loops, the packed
// immediates still.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:zero:512:out.bin" } }
#include "constant-vectors.cpp"
