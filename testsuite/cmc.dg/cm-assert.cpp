// cm_assert without CM_ENABLE_ASSERTS does nothing, as in Intel's
// cm_common.h: the condition is not even evaluated (its write is not
// made).
// { dg-do compile }
// { dg-final { scan-visa-times "oword_st" 1 } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<int, 8> v = 5;
    cm_assert(v(0) == 5);
    cm_assert((write(s, 32, v), cm_sum<int>(v) > 1000));
    write(s, 0, v);
}
