// inline-asm-control.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:288:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "inline-asm-control.cpp"
