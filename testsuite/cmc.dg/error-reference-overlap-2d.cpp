// The overlap rule for by-reference arguments on 2D regions and formatted
// views: interleaved rows of one matrix (the real and imaginary rows of
// Intel's FFT sample) and distinct rows are disjoint; rows shared by two
// 2D regions, and a 64-bit view covering dwords another argument covers,
// overlap.
// { dg-do compile }

template <typename T, int R, int C>
_GENX_ void swap_tiles(matrix_ref<T, R, C> a, matrix_ref<T, R, C> b)
{
    matrix<T, R, C> t = a;
    a = b;
    b = t;
}

_GENX_ void swap_rows(vector_ref<uint, 8> a, vector_ref<uint, 8> b)
{
    vector<uint, 8> t = a;
    a = b;
    b = t;
}

_GENX_ void swap_mixed(vector_ref<uint, 4> a, vector_ref<long long, 2> b)
{
    vector<uint, 4> t = a;
    a = b.format<uint>();
    b = t.format<long long>();
}

extern "C" _GENX_MAIN_ void kernel_overlap(SurfaceIndex buffer)
{
    matrix<uint, 4, 8> m;
    read(buffer, 0, m);
    swap_tiles(m.select<2, 2, 8, 1>(0, 0), m.select<2, 2, 8, 1>(1, 0));
    swap_rows(m.row(0), m.row(3));
    swap_tiles(m.select<2, 1, 4, 1>(0, 0), m.select<2, 1, 4, 1>(1, 0)); // { dg-error "by-reference arguments 1 and 2 overlap" }
    vector<uint, 8> v = m.row(1);
    swap_mixed(v.select<4, 1>(4), v.format<long long>().select<2, 1>(0));
    swap_mixed(v.select<4, 1>(2), v.format<long long>().select<2, 1>(0)); // { dg-error "by-reference arguments 1 and 2 overlap" }
    write(buffer, 0, m);
    write(buffer, 128, v);
}
