// cm_frem takes float and double, as Intel's intrinsics/frem.h; cmc has
// no exact remainder of double yet (vISA rounds only float): a located
// error at the call, on a platform with double-precision hardware too.
// Other element types are not cm_frem's (no matching function).
// { dg-do compile }
// { dg-options "-march=SKL" }

extern "C" _GENX_MAIN_ void k(SurfaceIndex s)
{
    vector<double, 8> d;
    read(s, 0, d);
    vector<double, 8> r = cm_frem(d, d); // { dg-error "cm_frem of double is not supported by cmc yet" }
    write(s, 0, r);
    vector<int, 8> i = 7;
    i = cm_frem(i, i); // { dg-error "no matching function for call to 'cm_frem'" }
    write(s, 64, i);
}
