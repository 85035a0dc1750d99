// pointer-four-atomic.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "-t 2 svm:pixels.bin:pixels_out.bin svm:zero:1024:out.bin svm:counters.bin:counters_out.bin" } }
#include "pointer-four-atomic.cpp"
