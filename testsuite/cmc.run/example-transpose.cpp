// examples/transpose.cpp: the tiled transposition of a 32x32 int matrix
// (4x4 threads) equals the reference's.
// { dg-do run }
// { dg-final { run-kernel "-t 4x4 img:128x32:in.bin img:128x32:zero:4096:out.bin" } }
#include "../../examples/transpose.cpp"
