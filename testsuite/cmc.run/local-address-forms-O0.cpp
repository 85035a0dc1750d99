// local-address-forms.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa-not "svm_" } }
// { dg-final { run-kernel "buf:in.bin:out.bin" } }
#include "local-address-forms.cpp"
