// cmtl-transforms.cpp at -O0: the transforms stay subroutines and their
// row and column loops stay loops (variable region offsets).
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "buf:in.bin buf:zero:8192:out.bin i32:5" } }
#include "cmtl-transforms.cpp"
