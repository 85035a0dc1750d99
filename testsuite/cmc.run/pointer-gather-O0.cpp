// pointer-gather.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:floats.bin:floats_out.bin svm:ints.bin:ints_out.bin svm:shorts.bin:shorts_out.bin svm:zero:64:out.bin" } }
#include "pointer-gather.cpp"
