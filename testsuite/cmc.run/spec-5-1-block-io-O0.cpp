// spec-5-1-block-io.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-t 2x2 img:32x8:in.bin img:32x8:zero:256:plus_one.bin img:32x8:zero:256:edge.bin i32:7" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-5-1-block-io.cpp"
