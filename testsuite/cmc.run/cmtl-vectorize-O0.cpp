// cmtl-vectorize.cpp at -O0: nothing folds, and the loops the optimiser would
// unroll stay loops, so region offsets and message addresses are
// computed at run time.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:4096:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "cmtl-vectorize.cpp"
