// float-contraction.cpp with -ffp-contract=off: nothing fused, each
// multiply and add rounded on its own.
// { dg-do run }
// { dg-options "-ffp-contract=off" }
// { dg-final { run-kernel "buf:in.bin buf:zero:448:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "float-contraction.cpp"
