// pointer-arrow-local.cpp at -O0.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-visa-not "svm_" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "pointer-arrow-local.cpp"
