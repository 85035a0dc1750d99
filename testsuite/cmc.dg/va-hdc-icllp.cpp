// va-hdc.cpp's kernel compiled for ICLLP (its dg- lines are not read from
// an included file).
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { scan-isa-times "\\*/ va_hdc_" 12 } }
// { dg-final { finalize-isa ICLLP } }
#include "va-hdc.cpp"
