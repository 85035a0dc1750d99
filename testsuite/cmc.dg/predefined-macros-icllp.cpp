// Intel's cmc predefines CM_GENX (1150 for ICLLP), CM_GENX_REVID, one
// generation macro (CM_GEN11) and the CM_HAS_* feature macros for the -march
// target; kernels select code with them, so cmc must define the same
// values (cmc user guide).  The checks common to every target are in
// predefined-macros.h.
// { dg-do compile }
// { dg-options "-march=ICLLP -DEXPECTED_GENX=1150" }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 1150:d" } }

#ifndef CM_GEN11
#error "CM_GEN11 is not defined for ICLLP"
#endif
#ifdef CM_HAS_IEEE_DIV_SQRT
#error "ICLLP has no IEEE divide and square root"
#endif
#ifndef CM_HAS_SAMPLE_UNORM
#error "ICLLP has the media sampler"
#endif
#include "predefined-macros.h"
