// format-strided-writes.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:ints.bin buf:zero:512:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "format-strided-writes.cpp"
