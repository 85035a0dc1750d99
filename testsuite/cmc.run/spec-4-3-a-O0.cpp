// spec-4-3-a.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:zero:160:out.bin" "f32 1e-5" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-4-3-a.cpp"
