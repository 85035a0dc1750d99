// spec-5-3-dump-slm.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-g 1 -l 1 buf:zero:64:out.bin u32:500" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-5-3-dump-slm.cpp"
