// spec-5-4-5-madd.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "img:16x1:a.bin img:16x1:b.bin img:16x1:c.bin img:16x1:zero.bin:d.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-5-4-5-madd.cpp"
