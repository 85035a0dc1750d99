// spec-4-6-slm-dwaligned.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:zero:512:out.bin u32:3" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-4-6-slm-dwaligned.cpp"
