// spec-any-all-values.cpp at -O0: the spec examples it holds compile and finalize
// without optimisation too.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-any-all-values.cpp"
