// CM objects bound to reference parameters of function templates: T and N
// are deduced from a plain matrix or vector as from a region, as Intel's
// compiler deduces them - matrix_ref<T, N, N> from matrix<int, 8, 8>,
// vector_ref<T, N> from vector<float, 16> and from a region, a const
// vector<T, N> & and a const matrix_ref<T, R, C> &, and cmc's cmtl
// routines called with plain matrices.
// { dg-do run }
// { dg-final { run-kernel "img:64x16:image.bin:image_out.bin buf:floats.bin buf:zero:64:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#include <cm/cmtl.h>

template <typename T, int N>
_GENX_ void add_into(matrix_ref<T, N, N> a, matrix_ref<T, N, N> b)
{
    a += b;
}

template <typename T, int N> _GENX_ void twice(vector_ref<T, N> v)
{
    v = v * 2;
}

template <typename T, int N> _GENX_ T total(const vector<T, N> &v)
{
    return cm_sum<T>(v);
}

template <typename T, int R, int C>
_GENX_ T corner(const matrix_ref<T, R, C> &m)
{
    return m(R - 1, C - 1);
}

extern "C" _GENX_MAIN_ void deduce_references(SurfaceIndex image,
                                              SurfaceIndex floats,
                                              SurfaceIndex out)
{
    matrix<int, 8, 8> m, n;
    cmtl::ReadBlock(image, 0, 0, m);
    cmtl::ReadBlock(image, 0, 8, n);
    add_into(m, n);
    m(0, 0) = corner(n);
    cmtl::WriteBlock(image, 8, 0, m);

    vector<float, 16> v;
    read(floats, 0, v);
    twice(v);
    twice(v.select<8, 1>(8));
    v(0) = total(v);
    write(out, 0, v);
}
