// Intel's cmc predefines CM_GENX (1280 for PVC), CM_GENX_REVID, one
// generation macro (CM_XEHPC) and the CM_HAS_* feature macros for the -march
// target; kernels select code with them, so cmc must define the same
// values (cmc user guide).  The checks common to every target are in
// predefined-macros.h.
// { dg-do compile }
// { dg-options "-march=PVC -DEXPECTED_GENX=1280" }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 1280:d" } }

#ifndef CM_XEHPC
#error "CM_XEHPC is not defined for PVC"
#endif
#ifndef CM_HAS_IEEE_DIV_SQRT
#error "PVC has IEEE divide and square root"
#endif
#ifdef CM_HAS_SAMPLE_UNORM
#error "PVC has no media sampler"
#endif
#if CM_HAS_LSC != 1
#error "PVC has the LSC messages (cm_lsc.h)"
#endif
#if !defined(CM_HAS_DPAS) || !defined(CM_HAS_TF32) || !defined(CM_HAS_BFN) ||  \
    CM_GRF_WIDTH != 512
#error "PVC has DPAS with tf32, BFN and 512-bit GRFs"
#endif
#ifdef CM_HAS_DPASW
#error "PVC has no DPASW"
#endif
#if CM_HAS_LSC_UNTYPED_2D != 1
#error "PVC has the LSC 2D block messages"
#endif
#if CM_HAS_LSC_SYS_FENCE != 1
#error "PVC announces system-scope LSC fences"
#endif
#include "predefined-macros.h"
