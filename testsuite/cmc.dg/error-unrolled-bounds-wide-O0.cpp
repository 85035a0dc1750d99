// error-unrolled-bounds-wide.cpp at -O0: nothing is unrolled or folded,
// so every index there stays a run-time index (undefined behaviour at run
// time, not an error), and the kernels compile and finalize.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "error-unrolled-bounds-wide.cpp"
