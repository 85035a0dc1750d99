// va.cpp's kernel compiled for ICLLP, the other platform whose media
// sampler has the video analytics (its dg- lines are not read from an
// included file).
// { dg-do compile }
// { dg-options "-march=ICLLP" }
// { dg-final { scan-isa-times "\\*/ va_(convolve_2d|erode|dilate|minmax|minmaxfilter|boolcentroid|centroid) handle=" 14 } }
// { dg-final { finalize-isa ICLLP } }
#include "va.cpp"
