// avs.cpp's kernel compiled for ICLLP, the other platform whose media
// sampler has AVS (its dg- lines are not read from an included file).
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { scan-visa-times "^    avs\\.(RGBA|RB|A) T\[0-9\]+ S0 " 3 } }
// { dg-final { finalize-visa ICLLP } }
#include "avs.cpp"
