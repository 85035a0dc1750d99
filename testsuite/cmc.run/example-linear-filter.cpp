// examples/linear_filter.cpp: the 3x3 blur of a 64x32 image (4x4 threads)
// equals the reference's, pixel for pixel, at the edges too (the media
// block reads there replicate the edge pixels).
// { dg-do run }
// { dg-final { run-kernel "-t 4x4 img:64x32:in.raw img:64x32:zero:2048:out.raw" } }
#include "../../examples/linear_filter.cpp"
