// cm-library.cpp at -O0: nothing folds, and the loops the optimiser would
// unroll stay loops, so region offsets and message addresses are
// computed at run time.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "svm:in.bin svm:zero:512:out.bin i32:5" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "cm-library.cpp"
