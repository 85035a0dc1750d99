// Compares, merges and predicated writes of 3, 7, 11, 15 and 35 elements.
// A predicated piece must start at a multiple of 4 channels, so the last
// 3 elements cannot be cut as 2 + 1; the backend runs such an instruction
// over a multiple of 4 channels on padded copies (backend/legalize.c).
// { dg-do run }
// { dg-final { run-kernel "buf:a.bin buf:b.bin buf:zero:1152:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <int N>
void odd_size_ops(vector_ref<int, 64> a, vector_ref<int, 64> b,
                  vector_ref<int, 288> out, int at)
{
    vector<int, N> x = a.select<N, 1>(0);
    vector<int, N> y = b.select<N, 1>(64 - N);
    vector<int, N> less = x < y;
    vector<int, N> larger;
    larger.merge(x, y, x > y);
    vector<int, N> bumped = x;
    bumped.merge(y * 2, (x & 3) == 1);
    vector<float, N> fx = x;
    vector<float, N> fy = y;
    vector<int, N> near = cm_abs<float>(fx - fy) <= 10.0f;
    out.select<N, 1>(at) = less;
    out.select<N, 1>(at + N) = larger;
    out.select<N, 1>(at + 2 * N) = bumped;
    out.select<N, 1>(at + 3 * N) = near;
}

extern "C" _GENX_MAIN_ void predicate_odd_sizes(SurfaceIndex a_surface,
                                                SurfaceIndex b_surface,
                                                SurfaceIndex out_surface)
{
    vector<int, 64> a, b;
    read(a_surface, 0, a.select<32, 1>(0));
    read(a_surface, 128, a.select<32, 1>(32));
    read(b_surface, 0, b.select<32, 1>(0));
    read(b_surface, 128, b.select<32, 1>(32));
    vector<int, 288> out = -1;
    odd_size_ops<3>(a, b, out, 0);
    odd_size_ops<7>(a, b, out, 12);
    odd_size_ops<11>(a, b, out, 40);
    odd_size_ops<15>(a, b, out, 84);
    odd_size_ops<35>(a, b, out, 144);
#pragma unroll
    for (int i = 0; i < 9; i++)
        write(out_surface, i * 128, out.select<32, 1>(i * 32));
}
