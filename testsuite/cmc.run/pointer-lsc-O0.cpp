// pointer-lsc.cpp at -O0.
// { dg-do run }
// { dg-options "-march=DG2 -O0" }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "-march=DG2 -g 2 -l 1 svm:src.bin svm:zero:256:dst.bin svm:idx.bin" } }
#include "pointer-lsc.cpp"
