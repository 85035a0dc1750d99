// spec-3-2-3-cmtl-sequences.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:zero:128:out.bin i32:1000" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-3-2-3-cmtl-sequences.cpp"
