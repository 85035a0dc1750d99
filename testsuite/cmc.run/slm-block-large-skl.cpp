// slm-block-large.cpp on SKL, whose SLM takes no oword block messages:
// every piece is dword scattered messages.
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { run-kernel "-march=SKL buf:ints.bin buf:zero:1024:out.bin" } }
// { dg-final { scan-visa-not "oword_(ld|st)\[^\\n\]*%slm" } }
// { dg-final { finalize-visa SKL } }
#include "slm-block-large.cpp"
