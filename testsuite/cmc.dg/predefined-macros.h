// Included by predefined-macros-*.cpp, each compiled for one -march
// with -DEXPECTED_GENX=N: what every target defines.
static_assert(CM_GENX == EXPECTED_GENX, "CM_GENX of the target");
static_assert(CM_GENX_REVID == 0, "default revision id");
#if defined(CM_GEN9) + defined(CM_GEN11) + defined(CM_GEN12) +               \
        defined(CM_XEHP) + defined(CM_XEHPG) + defined(CM_XELPG) +           \
        defined(CM_XEHPC) != 1
#error "exactly one generation macro is defined"
#endif
#if !defined(__CM) || !defined(__CMC) || CM_HAS_LONG_LONG != 1 ||            \
    CM_HAS_DOUBLE != 1 || CM_HAS_TYPED_ATOMIC != 1
#error "__CM, __CMC, CM_HAS_LONG_LONG, CM_HAS_DOUBLE and CM_HAS_TYPED_ATOMIC are always defined"
#endif
#if CM_HAS_BIT_ROTATE != 1 || !defined(CM_HAS_LSC_2D_LARGE) ||             \
    CM_HAS_LSC_2D_LARGE != 0
#error "CM_HAS_BIT_ROTATE is 1 and CM_HAS_LSC_2D_LARGE 0 on every cmc target"
#endif

extern "C" _GENX_MAIN_ void predefined_macros(SurfaceIndex out)
{
    vector<int, 8> target = CM_GENX;
    write(out, 0, target);
}
