// pointer-arrow-methods.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:v.bin:v_out.bin svm:a.bin:a_out.bin buf:zero:64:out.bin" } }
#include "pointer-arrow-methods.cpp"
