// Two non-const references passed to one call must not share an element:
// cmc passes references by copy-in/copy-out, which is the program's
// meaning only when they are disjoint.  Disjoint regions of one vector
// (including interleaved ones), and a reference with a by-value argument
// read from the same object, are fine.
// { dg-do compile }

CM_NOINLINE void swap_halves(vector_ref<int, 4> a, vector_ref<int, 4> b)
{
    vector<int, 4> t = a;
    a = b;
    b = t;
}

CM_NOINLINE void scale(vector_ref<int, 4> part, int k)
{
    part = part * k;
}

extern "C" _GENX_MAIN_ void k(SurfaceIndex buf)
{
    vector<int, 8> v;
    read(buf, 0, v);
    vector_ref<int, 4> low = v.select<4, 1>(0);
    swap_halves(v.select<4, 1>(0), v.select<4, 1>(4));
    swap_halves(v.select<4, 1>(0), v.select<4, 1>(2)); // { dg-error "by-reference arguments 1 and 2 overlap" }
    swap_halves(low, v.select<4, 2>(0)); // { dg-error "by-reference arguments 1 and 2 overlap" }
    swap_halves(v.select<4, 2>(0), v.select<4, 2>(1));
    scale(low, low[1]);
    write(buf, 0, v);
}
