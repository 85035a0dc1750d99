// pointer-gather.cpp at -O0.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "pointer-gather.cpp"
