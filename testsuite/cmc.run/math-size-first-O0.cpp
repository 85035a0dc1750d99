// math-size-first.cpp at -O0: regions and calls as the frontend lowers them, nothing
// folded or inlined away.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:512:out.bin" "f32 1e-5" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "math-size-first.cpp"
