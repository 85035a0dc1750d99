// transpose.cpp - transpose a square int matrix, in 8x8 tiles.
//
// The input and output are 2D surfaces of n rows of n ints (n a multiple
// of 8).  Thread (tx, ty) reads the 8x8 tile at rows 8 ty, columns 8 tx,
// transposes it in registers and writes it at rows 8 tx, columns 8 ty.
// The transposition works on matrix_ref views: it swaps the off-diagonal
// 4x4 quadrants and transposes each quadrant through strided selects
// (column j of a quadrant is a select of 4 rows, 1 column).
//
// Compile:   cmc -S examples/transpose.cpp
// Run with n = 32 (4x4 threads; each surface is 128 bytes by 32 rows):
//   cmrun -t 4x4 transpose.visaasm img:128x32:in.bin img:128x32:zero:4096:out.bin
#include <cm/cm.h>

// dst = transpose(src) for 4x4 blocks.
_GENX_ inline void transpose4x4(matrix_ref<int, 4, 4> dst, matrix_ref<int, 4, 4> src)
{
#pragma unroll
    for (int j = 0; j < 4; j++)
        dst.row(j) = src.select<4, 1, 1, 1>(0, j);
}

extern "C" _GENX_MAIN_ void transpose(SurfaceIndex in [[type("image2d_t int")]],
                                      SurfaceIndex out [[type("image2d_t int")]])
{
    int x = get_thread_origin_x() * 8;
    int y = get_thread_origin_y() * 8;
    matrix<int, 8, 8> tile;
    read(in, x * sizeof(int), y, tile);

    // [P Q; R S] transposed is [P' R'; Q' S'].
    matrix<int, 8, 8> transposed;
    transpose4x4(transposed.select<4, 1, 4, 1>(0, 0), tile.select<4, 1, 4, 1>(0, 0));
    transpose4x4(transposed.select<4, 1, 4, 1>(0, 4), tile.select<4, 1, 4, 1>(4, 0));
    transpose4x4(transposed.select<4, 1, 4, 1>(4, 0), tile.select<4, 1, 4, 1>(0, 4));
    transpose4x4(transposed.select<4, 1, 4, 1>(4, 4), tile.select<4, 1, 4, 1>(4, 4));

    write(out, y * sizeof(int), x, transposed);
}
