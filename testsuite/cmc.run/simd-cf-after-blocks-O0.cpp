// simd-cf-after-blocks.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:64:out.bin i32:5" } }
#include "simd-cf-after-blocks.cpp"
