// Function templates whose vector and matrix sizes are declared unsigned
// (unsigned int, unsigned, uint, ushort), deduced from the vectors,
// matrices and regions passed, as Intel's compiler deduces them: a
// read helper over vector_ref<T, size> in the style of Intel's bitonic
// sort sample, a matrix_ref<T, R, C> helper, a by-reference vector<T, N>
// parameter, a size with a default, and an unsigned size in arithmetic
// of the body.  A class template's unsigned parameter is left alone.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:320:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename ty, unsigned int size>
inline _GENX_ void read_chunks(SurfaceIndex index, unsigned int offset,
                               vector_ref<ty, size> v)
{
#pragma unroll
    for (unsigned int i = 0; i < size; i += 8)
        read(index, offset + i * sizeof(ty), v.template select<8, 1>(i));
}

template <typename T, uint R, uint C>
_GENX_ inline void add_position(matrix_ref<T, R, C> m)
{
    for (uint r = 0; r < R; r++)
        m.row(r) += (T)(r * C);
}

template <typename T, unsigned N, ushort Step = 2>
_GENX_ T strided_sum(vector<T, N> &v)
{
    T sum = 0;
    for (unsigned i = 0; i < N; i += Step)
        sum += v(i);
    v = v + (T)(N - 1);
    return sum;
}

template <unsigned Scale>
struct scaled {
    static const unsigned value = Scale * 2;
};

extern "C" _GENX_MAIN_ void sizes(SurfaceIndex in, SurfaceIndex out)
{
    vector<int, 32> v;
    read_chunks(in, 0, v);
    vector<int, 16> w;
    read_chunks(in, 64, w.select<16, 1>(0));
    write(out, 0, v);
    write(out, 128, w);
    matrix<int, 4, 8> m = v.format<int, 4, 8>();
    add_position(m);
    add_position(m.select<2, 1, 4, 1>(1, 2));
    write(out, 192, m.format<int>().select<16, 1>(8));
    vector<int, 8> s = w.select<8, 1>(2);
    int total = strided_sum(s) + scaled<3>::value;
    vector<int, 8> result = s;
    result(0) = total;
    write(out, 256, result);
    write(out, 288, m.format<int>().select<8, 1>(16));
}
