// Assigning vectors of different sizes is an error at the user's line,
// not inside cm.h.
// { dg-do compile }

extern "C" _GENX_MAIN_ void counts(SurfaceIndex buffer)
{
    vector<int, 8> v = 0;
    vector<int, 4> w = 1;
    v = w; // { dg-error "different numbers of elements" }
    vector<int, 8> u = w; // { dg-error "no viable conversion.*different numbers of elements" }
    write(buffer, 0, v);
}
