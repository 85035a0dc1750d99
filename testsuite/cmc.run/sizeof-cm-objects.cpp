// sizeof a vector or matrix is the size of its elements, as in Intel's
// compiler (cmc's class templates had none, so sizeof was 1): offsets
// and sizes computed with sizeof place the data where the kernel means.
// { dg-do run }
// { dg-final { run-kernel "buf:zero:128:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <typename T, int N>
_GENX_ inline void store_after(SurfaceIndex out, int index,
                               const vector<T, N> &v)
{
    write(out, index * (int)sizeof(v), v);
}

extern "C" _GENX_MAIN_ void sizes(SurfaceIndex out)
{
    vector<int, 4> sizes_seen;
    sizes_seen(0) = sizeof(vector<int, 8>);
    sizes_seen(1) = sizeof(matrix<short, 4, 4>);
    sizes_seen(2) = sizeof(vector<half, 16>);
    sizes_seen(3) = sizeof(vector_ref<uchar, 64>);
    write(out, 0, sizes_seen);
    vector<int, 4> second = 7;
    store_after(out, 1, second);
    matrix<uint, 2, 4> m = 9;
    write(out, sizeof(vector<int, 4>) * 2, m);
    vector<float, 16> f = 1.5f;
    write(out, 128 - sizeof(f), f);
}
