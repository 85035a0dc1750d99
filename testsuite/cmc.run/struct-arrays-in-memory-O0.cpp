// struct-arrays-in-memory.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "-t 2 svm:src.bin svm:dst.bin:dst_out.bin buf:zero:64:sums.bin" } }
#include "struct-arrays-in-memory.cpp"
