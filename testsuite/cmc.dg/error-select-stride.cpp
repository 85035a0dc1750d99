// Zero or negative region strides are CM errors at the user's line, in CM
// words (cm.h's static_asserts, moved out of the header).
// { dg-do compile }

extern "C" _GENX_MAIN_ void bad_strides(SurfaceIndex buffer)
{
    vector<int, 16> v = 0;
    matrix<int, 4, 4> m = 0;
    vector<int, 4> a = v.select<4, 0>(0);               // { dg-error "stride must be positive" }
    matrix<int, 2, 2> b = m.select<2, -1, 2, 1>(0, 0);  // { dg-error "strides must be positive" }
    write(buffer, 0, a);
}
