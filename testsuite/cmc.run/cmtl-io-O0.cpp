// cmtl-io.cpp at -O0: the I/O routines' loops stay loops (variable
// region offsets), nothing folds.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "img:64x20:pixels.bin:pixels_out.bin img:128x8:words.bin buf:floats.bin buf:zero:512:out.bin" } }
#include "cmtl-io.cpp"
