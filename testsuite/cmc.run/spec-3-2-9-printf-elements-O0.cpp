// spec-3-2-9-printf-elements.cpp at -O0.
// { dg-do run }
// { dg-options "-O0" }
// { dg-final { run-kernel-stdout "buf:in.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "spec-3-2-9-printf-elements.cpp"
