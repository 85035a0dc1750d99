// Intel's cmc predefines CM_GENX (1200 for TGLLP), CM_GENX_REVID, one
// generation macro (CM_GEN12) and the CM_HAS_* feature macros for the -march
// target; kernels select code with them, so cmc must define the same
// values (cmc user guide).  The checks common to every target are in
// predefined-macros.h.
// { dg-do compile }
// { dg-options "-march=TGLLP -DEXPECTED_GENX=1200" }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 1200:d" } }

#ifndef CM_GEN12
#error "CM_GEN12 is not defined for TGLLP"
#endif
#ifdef CM_HAS_IEEE_DIV_SQRT
#error "TGLLP has no IEEE divide and square root"
#endif
#ifndef CM_HAS_SAMPLE_UNORM
#error "TGLLP has the media sampler"
#endif
#ifdef CM_HAS_LSC
#error "TGLLP has no LSC messages"
#endif
#if !defined(CM_HAS_DP4A) || defined(CM_HAS_DPAS) || defined(CM_HAS_BFN) || \
    defined(CM_HAS_BF16)
#error "TGLLP has DP4A but neither DPAS, BFN nor the bf type"
#endif
#include "predefined-macros.h"
