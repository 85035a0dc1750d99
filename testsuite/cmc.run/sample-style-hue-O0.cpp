// sample-style-hue.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "img:128x8:in.bin img:128x8:zero:1024:out.bin i32:300000 i32:32" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "sample-style-hue.cpp"
