// The CM_HAS_* feature macros on SKL, before dp4a, bfn, DPAS and LSC:
// feature-macros.h takes its plain paths (rotates are emulated with
// shifts), and the results equal the reference's.
// { dg-do run }
// { dg-options "-march=SKL" }
// { dg-final { scan-visa-not "^\\s*dp4a" } }
// { dg-final { scan-visa-not "^\\s*bfn" } }
// { dg-final { scan-visa-not "^\\s*lsc_" } }
// { dg-final { finalize-visa SKL } }
// { dg-final { run-kernel "-march=SKL buf:in.bin buf:zero:1504:out.bin" } }

#include "feature-macros.h"
