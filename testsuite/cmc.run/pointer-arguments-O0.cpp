// pointer-arguments.cpp at -O0: every pointer stays a variable, every
// element access its own message.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "-t 4 svm:ints.bin svm:halves.bin:halves_out.bin svm:bytes.bin:bytes_out.bin svm:zero:1024:out.bin svm:zero:256:wide.bin" } }
#include "pointer-arguments.cpp"
