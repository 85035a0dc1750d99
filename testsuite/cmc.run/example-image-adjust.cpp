// examples/image_adjust.cpp: the SIMD_IF/ELSEIF/ELSE contrast stretch of
// a 64x32 image (low 40, high 200) equals the reference's per pixel; the
// image has pixels in all three ranges in every row.
// { dg-do run }
// { dg-final { run-kernel "-t 4x4 img:64x32:in.raw img:64x32:zero:2048:out.raw i32:40 i32:200" } }
#include "../../examples/image_adjust.cpp"
