// A real-shaped kernel: an 8x8 float tile kept in one vector, processed
// by templated helpers on row and column regions passed as vector_refs
// (row sweep: 8 contiguous elements; column sweep: 8 elements 8 apart),
// and a CM_NOINLINE helper that stays a vISA subroutine at -O2.
// { dg-do compile }
// { dg-options "-O2" }
// { dg-final { scan-llvm "define internal .*@_Z9normalise" } }
// { dg-final { scan-visa "call \\(M1_NM, 1\\) _Z9normalise" } }
// { dg-final { scan-visa-not "call \\(M1_NM, 1\\) _Z5blend" } }
// { dg-final { finalize-visa TGLLP DG2 } }

template <int N>
void blend(vector_ref<float, N> line, vector<float, N> with, float alpha)
{
    line = line * (1.0f - alpha) + with * alpha;
}

template <typename T, int N>
T total(vector<T, N> v)
{
    T sum = 0;
    for (int i = 0; i < N; i++)
        sum = sum + v(i);
    return sum;
}

CM_NOINLINE vector<float, 64> normalise(vector<float, 64> tile, float scale)
{
    return tile * scale;
}

extern "C" _GENX_MAIN_ void tile_filter(SurfaceIndex in, SurfaceIndex out,
                                        float alpha)
{
    vector<float, 64> tile;
    vector<float, 32> half_tile;
    read(in, 0, half_tile);
    tile.select<32, 1>(0) = half_tile;
    read(in, 128, half_tile);
    tile.select<32, 1>(32) = half_tile;

    vector<float, 8> first_row = tile.select<8, 1>(0);
    for (int row = 1; row < 8; row++)
        blend<8>(tile.select<8, 1>(row * 8), first_row, alpha);
    for (int column = 0; column < 8; column += 2)
        blend<8>(tile.select<8, 8>(column), first_row, 0.5f);

    float sum = total<float, 8>(tile.select<8, 1>(0));
    tile = normalise(tile, 1.0f / 64.0f);
    tile(0) = sum;
    write(out, 0, tile.select<32, 1>(0));
    write(out, 128, tile.select<32, 1>(32));
}
