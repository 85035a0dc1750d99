// spec-3-2-9-select-all.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:zero:32:out.bin i32:1,-2,3,40,-500,6,70000,-8" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-3-2-9-select-all.cpp"
