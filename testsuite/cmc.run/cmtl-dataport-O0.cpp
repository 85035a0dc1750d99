// cmtl-dataport.cpp at -O0: nothing folds, and the loops the optimiser would
// unroll stay loops, so region offsets and message addresses are
// computed at run time.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel-stdout "svm:src.bin svm:zero:2048:dst.bin svm:counters.bin:counters_out.bin img:32x8:pixels.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "cmtl-dataport.cpp"
