// predicate-odd-sizes.cpp at -O0 (every operation stays its own instruction).
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:a.bin buf:b.bin buf:zero:1152:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "predicate-odd-sizes.cpp"
