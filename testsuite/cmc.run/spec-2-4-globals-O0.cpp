// spec-2-4-globals.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:144:out.bin i32:7" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-2-4-globals.cpp"
