// A region at a variable offset must at least fit in its object.
// { dg-do compile }

extern "C" _GENX_MAIN_ void too_large(SurfaceIndex buffer, int i)
{
    vector<int, 8> v = 0;
    vector<int, 8> w = 1;
    w.select<4, 1>(0) = v.select<4, 3>(i);  // { dg-error "larger than its object of 8 elements" }
    write(buffer, 0, w);
}
