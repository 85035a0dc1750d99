// avs-modes.cpp's kernel compiled for ICLLP (its dg- lines are not read
// from an included file).
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { scan-isa-times "\\*/ avs .* exec_mode=(1|3) " 4 } }
// { dg-final { finalize-isa ICLLP } }
#include "avs-modes.cpp"
