// pointer-arrow-members.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { finalize-visa TGLLP DG2 } }
// { dg-final { run-kernel "svm:v.bin:v_out.bin svm:m.bin:m_out.bin buf:zero:256:out.bin i32:2" } }
#include "pointer-arrow-members.cpp"
