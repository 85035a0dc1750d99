// vme-every-field-skl.cpp's kernel for ICLLP: every gen9 payload field
// macro compiles and finalizes there too.
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { finalize-visa ICLLP } }
#include "vme-every-field-skl.cpp"
