// Member templates of dependent objects written without `template`, as
// real CM code writes them and Intel's compiler accepts:
// m.replicate<N / 2, 1, 2, 0>(i, j), v.select<8, 1>(i), m.format<int>(),
// m.select<...>(...).format<...>() and iselect, in function templates,
// with `<` elsewhere still a comparison.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:128:out.bin i32:1" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T, int N>
_GENX_ vector<T, N> mix(vector_ref<T, N> v, matrix_ref<T, 4, N> m, int i)
{
    vector<T, N> r;
    r.select<N / 2, 1>(0) = v.select<N / 2, 1>(i);
    r.select<N / 2, 1>(N / 2) = m.replicate<N / 4, 1, 2, 0>(1, i);
    vector<T, N / 2> d = m.select<1, 1, N / 2, 1>(2, 0).format<T>();
    r.select<N / 2, 2>(0) += d;
    vector<ushort, 2> index;
    index(0) = N - 1;
    index(1) = 0;
    r.select<2, 1>(2) = v.iselect(index);
    // Still comparisons: i < N and N / 2 > i.
    if (i < N && N / 2 > i)
        r(N - 1) = m.format<int>()(0);
    return r;
}

template <typename T, int N>
_GENX_ void bump(vector_ref<T, N> v)
{
    v.select<N / 2, 2>(1) = v.select<N / 2, 2>(1) + 1;
}

extern "C" _GENX_MAIN_ void member_templates(SurfaceIndex in,
                                             SurfaceIndex out, int i)
{
    vector<int, 8> v;
    matrix<int, 4, 8> m;
    read(in, 0, v);
    read(in, 32, m.format<int>());
    vector<int, 8> r = mix(v, m, i);
    bump(r);
    write(out, 0, r);
    write(out, 32, m.format<int>().select<8, 1>(8));
}
