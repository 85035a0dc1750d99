// examples/make/saxpy.cpp: 4 threads of 16 floats compute y = 2.5 * x + y;
// the reference computes the same in C.
// { dg-do run }
// { dg-final { run-kernel "-t 4 f32:2.5 buf:x.bin buf:y.bin:y_out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "../../examples/make/saxpy.cpp"
