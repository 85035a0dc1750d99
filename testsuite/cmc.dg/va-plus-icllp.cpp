// va-plus.cpp's kernel compiled for ICLLP (its dg- lines are not read
// from an included file).
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { scan-isa-times "\\*/ va_(convolve_1d_h|convolve_1d_v|convolve_1pixel|lbpcreation|lbpcorrelation|correlationsearch|floodfill) " 12 } }
// { dg-final { finalize-isa ICLLP } }
#include "va-plus.cpp"
