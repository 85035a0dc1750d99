// Errors in member templates written without `template` are reported at
// the user's line and column (cmc rewrites `select` and the like into a
// cm.h macro of the same length; positions are where the user wrote
// them; driver.exp checks the columns).
// { dg-do compile }

template <typename T, int N>
_GENX_ void empty_region(vector_ref<T, N> v, int i)
{
    vector<T, 4> a = v.select<0, 1>(i); // { dg-error "a region must have at least one element" }
    v.select<4, 1>(0) = a;
}

template <typename T, int N>
_GENX_ void bad_format(matrix_ref<T, N, N> m)
{
    m.format<int, N, 2 * N>() = 0; // { dg-error "format: the new matrix is larger than the object" }
}

extern "C" _GENX_MAIN_ void kernel_errors(SurfaceIndex s)
{
    vector<float, 16> v;
    matrix<int, 4, 4> m;
    read(s, 0, v);
    empty_region(v, 1);
    bad_format(m);
    write(s, 0, v);
}
