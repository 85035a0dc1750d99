// Intel's cmc predefines CM_GENX, CM_GENX_REVID, one generation macro and
// the CM_HAS_* feature macros for the -march target; kernels select code
// with them, so cmc must define the same values (cmc user guide).
// { dg-do compile }
// { dg-options "-march=PVC" }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 1280:d" } }

static_assert(CM_GENX == 1280, "CM_GENX of PVC");
static_assert(CM_GENX_REVID == 0, "default revision id");
#ifndef CM_XEHPC
#error "CM_XEHPC is not defined for PVC"
#endif
#if defined(CM_GEN9) || defined(CM_GEN11) || defined(CM_GEN12) || defined(CM_XEHP) || defined(CM_XEHPG) || defined(CM_XELPG)
#error "another generation's macro is defined for PVC"
#endif
#if !defined(__CM) || !defined(__CMC) || CM_HAS_LONG_LONG != 1 || CM_HAS_DOUBLE != 1
#error "__CM, __CMC, CM_HAS_LONG_LONG and CM_HAS_DOUBLE are always defined"
#endif
#ifndef CM_HAS_IEEE_DIV_SQRT
#error "PVC has IEEE divide and square root"
#endif
#ifdef CM_HAS_SAMPLE_UNORM
#error "PVC has no media sampler"
#endif

extern "C" _GENX_MAIN_ void predefined_macros(SurfaceIndex out)
{
    vector<int, 8> target = CM_GENX;
    write(out, 0, target);
}
