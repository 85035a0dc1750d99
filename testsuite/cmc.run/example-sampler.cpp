// examples/sampler.cpp: the sample16 2x zoom and the load16 mirror of a
// 16x8 RGBA8 image equal the reference's pixel rearrangements.
// { dg-do run }
// { dg-final { run-kernel "-k zoom -t 2x16 smp:point img:16x8:r8g8b8a8_unorm:rgba.bin buf:zero:2048:zoom.bin i32:16 i32:8" } }
// { dg-final { run-kernel "-k mirror -t 1x8 img:16x8:r8g8b8a8_unorm:rgba.bin buf:zero:512:mirror.bin i32:16" } }
#include "../../examples/sampler.cpp"
