// spec-5-inline-asm-usage.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:1280:out.bin i32:40 i32:-2" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-5-inline-asm-usage.cpp"
