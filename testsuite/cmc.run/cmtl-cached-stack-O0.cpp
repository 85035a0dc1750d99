// cmtl-cached-stack.cpp at -O0: nothing folds, and the loops the optimiser would
// unroll stay loops, so region offsets and message addresses are
// computed at run time.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-t 2 buf:zero:8192 buf:zero:2048 buf:zero:32768:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "cmtl-cached-stack.cpp"
