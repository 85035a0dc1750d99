// cm_assert with CM_ENABLE_ASSERTS: Intel's reports a failure through the
// runtime's assert buffer and a software exception, which cmc's vISA
// cannot reach, so each use is a located error (not a silent no-op).
// { dg-do compile }
// { dg-options "-DCM_ENABLE_ASSERTS" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<int, 8> v = 5;
    cm_assert(v(0) == 5); // { dg-error "cm_assert with CM_ENABLE_ASSERTS is not supported by cmc" }
    write(s, 0, v);
}
