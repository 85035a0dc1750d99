// A 16x16 ushort tile processed with loops over rows and columns at
// variable positions: rows are read with a variable row offset (the two-
// step access), columns are summed, and 4x4 blocks are averaged.
// { dg-do compile }
// { dg-final { scan-llvm "rdregioni.v16i16.v256i16.i16\\(<256 x i16> %\[0-9a-z.\]+, i32 0, i32 16, i32 1, i16 %" } }
// { dg-final { finalize-visa TGLLP DG2 } }

extern "C" _GENX_MAIN_ void sweep16x16(SurfaceIndex in, SurfaceIndex out,
                                       int rows)
{
    matrix<ushort, 16, 16> tile;
    for (int k = 0; k < 8; k++)
        read(in, k * 64, tile.format<ushort>().select<32, 1>(k * 32));
    vector<uint, 16> column_sums = 0;
    for (int r = 0; r < rows; r++)
        column_sums += tile.row(r);
    matrix<ushort, 4, 4> averages;
    for (int bi = 0; bi < 4; bi++)
        for (int bj = 0; bj < 4; bj++) {
            matrix<uint, 4, 4> block = tile.select<4, 1, 4, 1>(bi * 4, bj * 4);
            vector<uint, 8> s8 = block.format<uint>().select<8, 1>(0) +
                                 block.format<uint>().select<8, 1>(8);
            vector<uint, 4> s4 = s8.select<4, 1>(0) + s8.select<4, 1>(4);
            vector<uint, 2> s2 = s4.select<2, 1>(0) + s4.select<2, 1>(2);
            averages(bi, bj) = (s2(0) + s2(1)) >> 4;
        }
    write(out, 0, column_sums.select<8, 1>(0));
    write(out, 32, column_sums.select<8, 1>(8));
    write(out, 64, averages.format<ushort>());
}
