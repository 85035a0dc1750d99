// Intel's cmc predefines CM_GENX, CM_GENX_REVID, one generation macro and
// the CM_HAS_* feature macros for the -march target; kernels select code
// with them, so cmc must define the same values (cmc user guide).
// { dg-do compile }
// { dg-options "-march=DG2" }
// { dg-final { scan-visa "mov \\(M1_NM, 8\\) V\[0-9\]+\\(0,0\\)<1> 1271:d" } }

static_assert(CM_GENX == 1271, "CM_GENX of DG2");
static_assert(CM_GENX_REVID == 0, "default revision id");
#ifndef CM_XEHPG
#error "CM_XEHPG is not defined for DG2"
#endif
#if defined(CM_GEN9) || defined(CM_GEN11) || defined(CM_GEN12) || defined(CM_XEHP) || defined(CM_XELPG) || defined(CM_XEHPC)
#error "another generation's macro is defined for DG2"
#endif
#if !defined(__CM) || !defined(__CMC) || CM_HAS_LONG_LONG != 1 || CM_HAS_DOUBLE != 1
#error "__CM, __CMC, CM_HAS_LONG_LONG and CM_HAS_DOUBLE are always defined"
#endif
#ifdef CM_HAS_IEEE_DIV_SQRT
#error "DG2 has no IEEE divide and square root"
#endif
#ifdef CM_HAS_SAMPLE_UNORM
#error "DG2 has no media sampler"
#endif

extern "C" _GENX_MAIN_ void predefined_macros(SurfaceIndex out)
{
    vector<int, 8> target = CM_GENX;
    write(out, 0, target);
}
