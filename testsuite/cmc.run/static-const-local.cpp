// `static const` and `static constexpr` inside kernels and functions are
// constants (as Intel's cmc accepts them): a scalar used as a size and in
// arithmetic, a float, a table indexed at run time, a const vector.
// { dg-do run }
// { dg-final { run-kernel "buf:in.bin buf:zero:96:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

_GENX_ int weight(int i)
{
    static const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    static constexpr int bias = 100;
    return table[i & 7] + bias;
}

template <typename T>
_GENX_ T scaled(T x)
{
    static const T factor = 3;
    return x * factor;
}

extern "C" _GENX_MAIN_ void static_consts(SurfaceIndex in, SurfaceIndex out)
{
    static const int N = 8;
    static const float half_step = 0.5f;
    static const short grid[2][4] = {{-1, 2, -3, 4}, {5, -6, 7, -8}};
    vector<int, N> v;
    read(in, 0, v);
    vector<int, N> w;
    for (int i = 0; i < N; i++)
        w(i) = weight(v(i)) + grid[i / 4][i % 4];
    vector<float, N> f = v * half_step;
    vector<int, N> s = scaled(v);
    write(out, 0, w);
    write(out, 32, f);
    write(out, 64, s);
}
