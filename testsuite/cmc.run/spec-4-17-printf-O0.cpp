// spec-4-17-printf.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel-stdout "-t 2x2" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-4-17-printf.cpp"
