// scalar-braces-local-constants.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:ints.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "scalar-braces-local-constants.cpp"
