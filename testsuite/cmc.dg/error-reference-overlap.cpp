// References are copied in and out: two written references to
// overlapping parts of one vector would make the result depend on the
// copy-out order, so that is an error (as in Intel's CMABI).  Disjoint
// regions of one vector are fine.
// { dg-do compile }

_GENX_ void swap_halves(vector_ref<int, 4> a, vector_ref<int, 4> b)
{
    vector<int, 4> t = a;
    a = b;
    b = t;
}

extern "C" _GENX_MAIN_ void kernel_overlap(SurfaceIndex buffer)
{
    vector<int, 8> v;
    read(buffer, 0, v);
    swap_halves(v.select<4, 1>(0), v.select<4, 1>(4));
    swap_halves(v.select<4, 2>(0), v.select<4, 2>(1));
    swap_halves(v.select<4, 1>(0), v.select<4, 1>(2)); // { dg-error "by-reference arguments 1 and 2 overlap; CM requires the objects passed by reference to one call to be disjoint" }
    write(buffer, 0, v);
}
