// spec-3-2-9-iselect-matrix.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:48:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-3-2-9-iselect-matrix.cpp"
