// cmtl-io.cpp at -O0: the I/O routines' loops stay loops (variable
// region offsets), nothing folds.  Each indirectly accessed variable has
// its own address register, so GenX_IR does not keep them all live at
// once (with one shared register it found 128 GRFs "NOT enough").
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "img:64x20:pixels.bin:pixels_out.bin img:128x8:words.bin buf:floats.bin buf:zero:512:out.bin" } }
#include "cmtl-io.cpp"
