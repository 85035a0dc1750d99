// memory-references.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:v.bin:v_out.bin svm:p.bin:p_out.bin svm:q.bin:q_out.bin i32:2" } }
#include "memory-references.cpp"
