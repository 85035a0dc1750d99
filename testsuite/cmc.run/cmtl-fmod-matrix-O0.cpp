// cmtl-fmod-matrix.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel "buf:in.bin buf:zero:1024:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "cmtl-fmod-matrix.cpp"
