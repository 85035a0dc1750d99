// vme-every-field-skl.cpp's kernel for TGLLP: every gen9 payload field
// macro compiles and finalizes there too.
// { dg-do compile }
// { dg-options "-march=TGLLP" }
// { dg-final { finalize-visa TGLLP } }
#include "vme-every-field-skl.cpp"
