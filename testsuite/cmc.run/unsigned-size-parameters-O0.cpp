// unsigned-size-parameters.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:320:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "unsigned-size-parameters.cpp"
