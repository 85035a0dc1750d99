// Misuse of vector<SurfaceIndex, N> found while lowering: a constant
// index outside the vector and selections other than one element; one
// located error each (the type errors are error-surface-vector-types.cpp).
// { dg-do compile }

extern "C" _GENX_MAIN_ void
misuse(vector<SurfaceIndex, 4> bufs, int which)
{
    vector<int, 8> v;
    read(bufs(4), 0, v); // { dg-error "region of 1 elements with stride 1 at offset 4 is outside its object of 4 elements" }
    read(bufs[-1], 0, v); // { dg-error "outside its object of 4 elements" }
    write(bufs.select<2, 1>(0)(0), 0, v); // { dg-error "'select' of a vector<SurfaceIndex, N> is not supported: select one surface with v\\(i\\) or v\\\[i\\\]" }
    read(bufs.select_all()(0), 0, v); // { dg-error "'select_all' of a vector<SurfaceIndex, N> is not supported" }
    write(bufs(which), 0, v);
}
