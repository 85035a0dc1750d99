// local-address-types.cpp at -O0: the same, every function the
// addresses reach inlined, the variables in registers.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa-not "svm_" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin" } }
#include "local-address-types.cpp"
