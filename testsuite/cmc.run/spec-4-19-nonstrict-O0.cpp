// spec-4-19-nonstrict.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin i32:37" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-4-19-nonstrict.cpp"
