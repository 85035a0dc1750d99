// The CM_HAS_* feature macros on DG2: bfn (CM_HAS_BFN), dp4a, bfloat16
// conversion (CM_HAS_BF16), LSC gathers (CM_HAS_LSC), rotates and the
// integer DPAS precisions (CM_HAS_DPAS_INT8, _INT_MIX, _INT4, _INT2, and
// an odd repeat count, CM_HAS_DPAS_ODD) take feature-macros.h's hardware
// paths; the results equal the reference's.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "^\\s*bfn\\.x" } }
// { dg-final { scan-visa "^\\s*dp4a " } }
// { dg-final { scan-visa "^\\s*lsc_load.ugm \\(M1_NM, 16\\) V\[0-9\]+:d32x2 " } }
// { dg-final { scan-visa "^\\s*dpas\\.u8\\.s8\\.8\\.8 " } }
// { dg-final { scan-visa "^\\s*dpas\\.s4\\.u8\\.8\\.8 " } }
// { dg-final { scan-visa "^\\s*dpas\\.u4\\.s4\\.8\\.8 " } }
// { dg-final { scan-visa "^\\s*dpas\\.s2\\.u2\\.8\\.8 " } }
// { dg-final { scan-visa "^\\s*dpas\\.u8\\.s8\\.8\\.3 " } }
// { dg-final { finalize-visa DG2 } }
// { dg-final { run-kernel "-march=DG2 buf:in.bin buf:zero:1504:out.bin" } }

#include "feature-macros.h"
