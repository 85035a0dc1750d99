// pointer-parameters.cpp at -O0.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-visa "svm_gather\\.1\\.2 \\(M1_NM, 8\\)" } }
// { dg-final { scan-visa "svm_scatter\\.4\\.1 \\(M1_NM, 1\\)" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "pointer-parameters.cpp"
