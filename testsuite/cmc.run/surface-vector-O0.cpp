// surface-vector.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-t 4 buf:in0.bin+buf:in1.bin+buf:in2.bin+buf:in3.bin buf:zero:512:out.bin buf:zero:32:p0.bin+buf:zero:32:p1.bin i32:1" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "surface-vector.cpp"
