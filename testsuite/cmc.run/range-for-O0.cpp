// range-for.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin svm:items.bin:items_out.bin buf:zero:128:out.bin" } }
#include "range-for.cpp"
