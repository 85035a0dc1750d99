// spec-3-2-3-initializer-arrays.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:zero:416:out.bin i32:2" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-3-2-3-initializer-arrays.cpp"
