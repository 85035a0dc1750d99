// An 8x8 tile kernel in the style of real CM code: load a tile, transpose
// it with a column sweep, scale rows in a loop, store it.  Columns are
// strided regions, rows contiguous ones.
// { dg-do compile }
// { dg-final { scan-llvm "rdregionf.v8f32.v64f32.i16\\(<64 x float> %\[0-9a-z.\]+, i32 0, i32 8, i32 8," } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void transpose8x8(SurfaceIndex in, SurfaceIndex out)
{
    matrix<float, 8, 8> tile, transposed;
    read(in, 0, tile.format<float>().select<32, 1>(0));
    read(in, 128, tile.format<float>().select<32, 1>(32));
#pragma unroll
    for (int j = 0; j < 8; j++)
        transposed.row(j) = tile.column(j);
#pragma unroll
    for (int i = 0; i < 8; i++)
        transposed.row(i) *= (float)(i + 1);
    write(out, 0, transposed.format<float>().select<32, 1>(0));
    write(out, 128, transposed.format<float>().select<32, 1>(32));
}
