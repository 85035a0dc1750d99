// sizeof-cm-objects.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:zero:128:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "sizeof-cm-objects.cpp"
