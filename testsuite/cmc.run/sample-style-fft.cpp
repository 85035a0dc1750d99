// 8-point FFTs of 8 complex signals at once (one per column), written
// the way Intel's public CM samples write them: a bit reversal template,
// complex multiply overloads taking rows by vector_ref with vector or
// scalar twiddles, butterflies on matrix_ref views whose sizes template
// deduction finds, twiddles read with W[i] and unary minus from a vector
// built from a global table, select<8, 1>() with its default offset, and
// plain `inline` helpers without _GENX_.
// The real and imaginary rows are interleaved rows of one matrix, passed
// together by reference: disjoint, so not an overlap.  The reference is
// a direct DFT in double.
// { dg-do run }
// { dg-final { run-kernel "buf:buf.bin:out.bin" "f32 1e-4" } }
// { dg-final { finalize-visa TGLLP DG2 } }
const float twiddle_table[] = {+0.000000000000000f, +0.707106781186547f,
                               +1.000000000000000f};
const unsigned short lane_table[] = {0, 1, 2, 3, 4, 5, 6, 7};

template <int E> inline int bit_reverse(int value)
{
    int reversed = 0;
#pragma unroll
    for (int j = 0; j < E; j++) {
        reversed <<= 1;
        reversed += value & 1;
        value >>= 1;
    }
    return reversed;
}

template <typename T, int N>
inline void cmul(vector_ref<T, N> a0, vector_ref<T, N> a1, vector<T, N> b0,
                 vector<T, N> b1)
{
    vector<T, N> t0, t1;
    t0 = a0 * b0 - a1 * b1;
    t1 = a0 * b1 + a1 * b0;
    a0 = t0;
    a1 = t1;
}

template <typename T, int N>
inline void cmul(vector_ref<T, N> a0, vector_ref<T, N> a1, T b0, T b1)
{
    vector<T, N> t0 = b0;
    vector<T, N> t1 = b1;
    cmul(a0, a1, t0, t1);
}

template <typename T, int N>
inline void fft2(vector_ref<T, N> a0, vector_ref<T, N> a1, vector_ref<T, N> b0,
                 vector_ref<T, N> b1)
{
    vector<T, N> t0 = a0;
    vector<T, N> t1 = a1;
    a0 = a0 + b0;
    a1 = a1 + b1;
    b0 = t0 - b0;
    b1 = t1 - b1;
}

// One pass of butterflies of size `span` over rows offset.. of the real
// (x0) and imaginary (x1) parts, twiddles first.
template <typename T, int N, int SIMD, int K>
inline void butterfly(matrix_ref<T, N, SIMD> x0, matrix_ref<T, N, SIMD> x1,
                      vector<T, K> W, int span, int offset)
{
#pragma unroll
    for (int i = 0; i < span / 4; i++) {
        T w0 = +W[N / 4 - N / span * i];
        T w1 = -W[N / span * i];
        int j = 2 * span / 4 + i + offset;
        cmul(x0.row(j), x1.row(j), w0, w1);
        w0 = -W[N / span * i];
        w1 = -W[N / 4 - N / span * i];
        j = 3 * span / 4 + i + offset;
        cmul(x0.row(j), x1.row(j), w0, w1);
    }
#pragma unroll
    for (int i = 0; i < span / 2; i++) {
        int j = offset + i + span / 2;
        fft2(x0.row(offset + i), x1.row(offset + i), x0.row(j), x1.row(j));
    }
}

template <typename T, int SIMD, int E>
inline void fft_columns(SurfaceIndex buf, vector<T, (1 << E) / 4 + 1> W)
{
    const int N = 1 << E;
    vector<ushort, 8> lanes8(lane_table);
    vector<ushort, SIMD> lanes;
    lanes.select<8, 1>() = lanes8;
    // Row i of the input holds the complex samples i of the SIMD signals,
    // interleaved (re, im), read into the bit-reversed row pair.
    matrix<float, N * 2, SIMD> data;
#pragma unroll
    for (int i = 0; i < N; i++) {
        int j = bit_reverse<E>(i);
        matrix_ref<float, 2, SIMD> data_row = data.select<2, 1, SIMD, 1>(2 * j, 0);
        vector<unsigned, SIMD> offsets = (i * SIMD + lanes) * 2;
        read_untyped(buf, CM_GR_ENABLE, data_row, offsets);
    }
    matrix_ref<float, N, SIMD> re = data.select<N, 2, SIMD, 1>(0, 0);
    matrix_ref<float, N, SIMD> im = data.select<N, 2, SIMD, 1>(1, 0);
#pragma unroll
    for (int span = 2; span <= N; span <<= 1)
#pragma unroll
        for (int offset = 0; offset < N; offset += span)
            butterfly(re, im, W, span, offset);
#pragma unroll
    for (int i = 0; i < N; i++) {
        matrix_ref<float, 2, SIMD> data_row = data.select<2, 1, SIMD, 1>(2 * i, 0);
        vector<unsigned, SIMD> offsets = (i * SIMD + lanes) * 2;
        write_untyped(buf, CM_GR_ENABLE, data_row, offsets);
    }
}

extern "C" _GENX_MAIN_ void fft8(SurfaceIndex buf)
{
    vector<float, 3> W(twiddle_table);
    fft_columns<float, 8, 3>(buf, W);
}
