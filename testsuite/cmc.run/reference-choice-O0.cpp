// reference-choice.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:160:out.bin i32:2" } }
#include "reference-choice.cpp"
