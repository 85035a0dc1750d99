// The platform an option selected, seen through CM_GENX: compiled with
// -DEXPECTED_GENX=N, it fails unless the target's CM_GENX is N.
#if CM_GENX != EXPECTED_GENX
#error CM_GENX is not EXPECTED_GENX
#endif

_GENX_MAIN_ void platform_macro(SurfaceIndex out)
{
    vector<int, 8> v = CM_GENX;
    write(out, 0, v);
}
