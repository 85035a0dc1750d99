// mask-scalar-splat.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin i32:5 i32:2" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "mask-scalar-splat.cpp"
