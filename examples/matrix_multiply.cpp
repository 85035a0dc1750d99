// matrix_multiply.cpp - C = A * B for square float matrices, in 8x8 tiles.
//
// A, B and C are 2D surfaces of n rows of n floats (n a multiple of 8).
// Thread (tx, ty) computes the 8x8 tile of C at rows 8 ty, columns 8 tx:
// for each k tile it reads the 8x8 tiles of A and B with media block
// reads and adds their product, one rank-one update per k:
//   C(i, j) += A(i, k) * B(k, j)
// where replicate() spreads column k of A across the rows and row k of B
// down the columns, so that each update is one 64-wide multiply-add.
//
// Compile:   cmc -S examples/matrix_multiply.cpp
// Run with n = 32 (4x4 threads; each surface is 128 bytes by 32 rows):
//   cmrun -t 4x4 matrix_multiply.visaasm img:128x32:a.bin img:128x32:b.bin \
//       img:128x32:zero:4096:c.bin i32:32
#include <cm/cm.h>

const int TILE = 8;

// c += a * b for 8x8 tiles.
_GENX_ inline void multiply_add_tile(matrix_ref<float, TILE, TILE> c,
                                     matrix_ref<float, TILE, TILE> a,
                                     matrix_ref<float, TILE, TILE> b)
{
#pragma unroll
    for (int k = 0; k < TILE; k++) {
        // a(i, k) for every (i, j), and b(k, j) for every (i, j).
        vector<float, TILE * TILE> column = a.replicate<TILE, TILE, TILE, 0>(0, k);
        vector<float, TILE * TILE> row = b.replicate<TILE, 0, TILE, 1>(k, 0);
        c += column * row;
    }
}

extern "C" _GENX_MAIN_ void matrix_multiply(SurfaceIndex a [[type("image2d_t float")]],
                                            SurfaceIndex b [[type("image2d_t float")]],
                                            SurfaceIndex c [[type("image2d_t float")]],
                                            int n)
{
    int column = get_thread_origin_x() * TILE;
    int row = get_thread_origin_y() * TILE;

    matrix<float, TILE, TILE> sum = 0.0f;
    matrix<float, TILE, TILE> a_tile, b_tile;
    for (int k = 0; k < n; k += TILE) {
        read(a, k * sizeof(float), row, a_tile);
        read(b, column * sizeof(float), k, b_tile);
        multiply_add_tile(sum, a_tile, b_tile);
    }
    write(c, column * sizeof(float), row, sum);
}
