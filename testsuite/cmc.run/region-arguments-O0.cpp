// region-arguments.cpp at -O0: regions and calls as the frontend lowers them, nothing
// folded or inlined away.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:floats.bin buf:zero:64:fout.bin img:16x8:pixels.bin:pixels_out.bin buf:zero:48:words.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "region-arguments.cpp"
