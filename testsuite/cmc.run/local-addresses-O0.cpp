// local-addresses.cpp at -O0: the functions the addresses reach are
// inlined there too, and the variables stay in registers.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa-not "svm_" } }
// { dg-final { run-kernel "-t 2 buf:in.bin buf:zero:128:out.bin" } }
#include "local-addresses.cpp"
