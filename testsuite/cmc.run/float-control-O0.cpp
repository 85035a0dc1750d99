// float-control.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "-k round_default buf:in.bin buf:zero:128:default.bin" } }
// { dg-final { run-kernel "-k round_up buf:in.bin buf:zero:128:up.bin" } }
// { dg-final { run-kernel "-k round_down buf:in.bin buf:zero:128:down.bin" } }
// { dg-final { run-kernel "-k round_zero buf:in.bin buf:zero:128:zero.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "float-control.cpp"
