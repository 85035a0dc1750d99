// templated-kernel-names.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { scan-visa "^\\.kernel \"spmv<unsigned int, float>\"" } }
// { dg-final { scan-visa "^\\.kernel \"shift<short, -2, true>\"" } }
// { dg-final { scan-visa "^\\.kernel \"widen<half>\"" } }
// { dg-final { run-kernel "-k 'spmv<unsigned int, float>' buf:u.bin buf:zero:32:f.bin f32:0.5" } }
// { dg-final { run-kernel "-k 'shift<short, -2, true>' buf:s.bin:s_out.bin" } }
// { dg-final { run-kernel "-k 'widen<half>' buf:h.bin buf:zero:32:w.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "templated-kernel-names.cpp"
