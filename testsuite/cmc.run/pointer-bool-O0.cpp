// pointer-bool.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "svm:mask.bin:mask_out.bin svm:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "pointer-bool.cpp"
