// surface-vector-messages.cpp at -O0.
// { dg-do compile }
// { dg-options "-O0" }
// { dg-final { scan-visa "\\.decl T\[0-9\]+ v_type=T num_elts=3" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include "surface-vector-messages.cpp"
