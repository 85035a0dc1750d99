// spec-5-1-linear-io.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-t 4 buf:in.bin:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-5-1-linear-io.cpp"
