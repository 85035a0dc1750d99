// deduce-region-values.cpp at -O0: the copies and regions as the frontend
// lowers them, nothing folded or inlined away.
// { dg-do run }
// { dg-options "-march=DG2 -O0" }
// { dg-final { run-kernel "-march=DG2 buf:ints.bin svm:zero:256:out.bin svm:zero:64:store.bin" } }
// { dg-final { finalize-visa DG2 } }
#include "deduce-region-values.cpp"
