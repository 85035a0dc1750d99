// sample-style-fft.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:buf.bin:out.bin" "f32 1e-4" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "sample-style-fft.cpp"
