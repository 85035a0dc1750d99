// constant-operand-parameters.cpp at -O0: each helper instance is a
// subroutine of its own.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { scan-visa "call .*sum.*_k1_BB_0" } }
// { dg-final { scan-visa "call .*sum.*_k0_BB_0" } }
// { dg-final { scan-visa "call .*update.*_k5_BB_0" } }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin svm:counters.bin:counters_out.bin" } }
#include "constant-operand-parameters.cpp"
