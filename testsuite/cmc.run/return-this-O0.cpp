// return-this.cpp at -O0: the calls as the frontend lowers them.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:ints.bin buf:zero:128:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "return-this.cpp"
