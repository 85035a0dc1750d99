// The CM_HAS_* feature macros on PVC: bfn, dp4a, bfloat16 conversion and
// LSC gathers of 16 channels (CM_HAS_LSC_NON_TRANSPOSE_MESSAGES_WITH_-
// NON_DEFAULT_SIMT: PVC's native width is 32) take feature-macros.h's
// hardware paths; its DPAS is 16 channels wide, so the 8-wide products
// take the plain path.  The results equal the reference's.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "^\\s*bfn\\.x" } }
// { dg-final { scan-visa "^\\s*lsc_load.ugm \\(M1_NM, 16\\) V\[0-9\]+:d32x2 " } }
// { dg-final { scan-visa-not "^\\s*dpas" } }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC buf:in.bin buf:zero:1504:out.bin" } }

#include "feature-macros.h"
