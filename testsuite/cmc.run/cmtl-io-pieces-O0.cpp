// cmtl-io-pieces.cpp at -O0: nothing folds, and the loops the optimiser would
// unroll stay loops, so region offsets and message addresses are
// computed at run time.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "img:64x20:pixels.bin:pixels_out.bin img:128x8:words.bin:words_out.bin buf:linear.bin buf:zero:1024:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "cmtl-io-pieces.cpp"
