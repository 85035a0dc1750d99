// Intel's cmc predefines CM_GENX (900 for SKL), CM_GENX_REVID, one
// generation macro (CM_GEN9) and the CM_HAS_* feature macros for the -march
// target; kernels select code with them, so cmc must define the same
// values (cmc user guide).  The checks common to every target are in
// predefined-macros.h.
// { dg-do compile }
// { dg-options "-march=SKL -DEXPECTED_GENX=900" }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 900:d" } }

#ifndef CM_GEN9
#error "CM_GEN9 is not defined for SKL"
#endif
#ifndef CM_HAS_IEEE_DIV_SQRT
#error "SKL has IEEE divide and square root"
#endif
#ifndef CM_HAS_SAMPLE_UNORM
#error "SKL has the media sampler"
#endif
#if defined(CM_HAS_DP4A) || defined(CM_HAS_DPAS) || defined(CM_HAS_BFN)
#error "SKL has neither DP4A, DPAS nor BFN"
#endif
#include "predefined-macros.h"
