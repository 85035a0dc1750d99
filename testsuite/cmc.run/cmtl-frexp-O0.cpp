// cmtl-frexp.cpp at -O0: frexp and its helpers stay subroutines, the
// exponents and words passed by reference.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:f.bin buf:h.bin buf:d.bin buf:zero:512:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "cmtl-frexp.cpp"
