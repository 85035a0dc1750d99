// Intel's cmc predefines CM_GENX, CM_GENX_REVID, one generation macro and
// the CM_HAS_* feature macros for the -march target; kernels select code
// with them, so cmc must define the same values (cmc user guide).
// { dg-do compile }
// { dg-options "-march=SKL" }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 900:d" } }

static_assert(CM_GENX == 900, "CM_GENX of SKL");
static_assert(CM_GENX_REVID == 0, "default revision id");
#ifndef CM_GEN9
#error "CM_GEN9 is not defined for SKL"
#endif
#if defined(CM_GEN11) || defined(CM_GEN12) || defined(CM_XEHP) || defined(CM_XEHPG) || defined(CM_XELPG) || defined(CM_XEHPC)
#error "another generation's macro is defined for SKL"
#endif
#if !defined(__CM) || !defined(__CMC) || CM_HAS_LONG_LONG != 1 || CM_HAS_DOUBLE != 1
#error "__CM, __CMC, CM_HAS_LONG_LONG and CM_HAS_DOUBLE are always defined"
#endif
#ifndef CM_HAS_IEEE_DIV_SQRT
#error "SKL has IEEE divide and square root"
#endif
#ifndef CM_HAS_SAMPLE_UNORM
#error "SKL has the media sampler"
#endif

extern "C" _GENX_MAIN_ void predefined_macros(SurfaceIndex out)
{
    vector<int, 8> target = CM_GENX;
    write(out, 0, target);
}
