// Intel's cmc predefines CM_GENX (1271 for DG2), CM_GENX_REVID, one
// generation macro (CM_XEHPG) and the CM_HAS_* feature macros for the -march
// target; kernels select code with them, so cmc must define the same
// values (cmc user guide).  The checks common to every target are in
// predefined-macros.h.
// { dg-do compile }
// { dg-options "-march=DG2 -DEXPECTED_GENX=1271" }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 1271:d" } }

#ifndef CM_XEHPG
#error "CM_XEHPG is not defined for DG2"
#endif
#ifdef CM_HAS_IEEE_DIV_SQRT
#error "DG2 has no IEEE divide and square root"
#endif
#ifdef CM_HAS_SAMPLE_UNORM
#error "DG2 has no media sampler"
#endif
#if CM_HAS_LSC != 1
#error "DG2 has the LSC messages (cm_lsc.h)"
#endif
#if !defined(CM_HAS_DPAS) || !defined(CM_HAS_DPASW) || !defined(CM_HAS_BFN) || \
    !defined(CM_HAS_DP4A) || !defined(CM_HAS_DPAS_INT4) ||                   \
    !defined(CM_HAS_BF16) || CM_GRF_WIDTH != 256
#error "DG2 has DPAS, DPASW, BFN, DP4A, bfloat16 and 256-bit GRFs"
#endif
#ifdef CM_HAS_TF32
#error "DG2's DPAS has no tf32"
#endif
#ifdef CM_HAS_LSC_SYS_FENCE
#error "Intel announces system-scope LSC fences for PVC only"
#endif
#include "predefined-macros.h"
