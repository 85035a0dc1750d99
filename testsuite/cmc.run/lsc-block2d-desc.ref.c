#include "ref.h"

/* The reference of lsc-block2d-desc.cpp, from the LSC 2D block rules:
 * element (x, y) of block b is at column X + b * width + x, row Y + y;
 * in registers each row is padded to a power of two and each block to a
 * whole number of 64-byte GRFs (PVC), the padding zero. */

enum { MAT_W = 24, MAT_H = 20, WORDS_W = 32, WORDS_H = 8, TILE_W = 32,
       TILE_H = 12 };

static int32_t mat[MAT_H][MAT_W];
static uint16_t words[WORDS_H][WORDS_W];
static int32_t out[256];
static int32_t tile[TILE_H][TILE_W];

static int32_t at(int col, int row)
{
    if (col < 0 || row < 0 || col >= MAT_W || row >= MAT_H)
        return 0;
    return mat[row][col];
}

int main(void)
{
    uint32_t seed = 29;
    for (int r = 0; r < MAT_H; r++)
        for (int c = 0; c < MAT_W; c++)
            mat[r][c] = ref_random_int(&seed, -100000, 100000);
    for (int r = 0; r < WORDS_H; r++)
        for (int c = 0; c < WORDS_W; c++)
            words[r][c] = (uint16_t)(ref_random(&seed) & 0xffff);

    /* two 4 x 5 blocks at (5, 1): 20 elements each, padded to 32 */
    for (int k = 0; k < 2; k++)
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 4; x++)
                out[k * 32 + y * 4 + x] = at(5 + 4 * k + x, 1 + y);
    /* transposed at (8, 7): row x holds column x, 8 elements */
    for (int x = 0; x < 4; x++)
        for (int y = 0; y < 8; y++)
            out[64 + x * 8 + y] = at(8 + x, 7 + y);
    /* VNNI at (3, 2): dword x of row pair r packs rows 2r, 2r + 1 */
    for (int r = 0; r < 2; r++)
        for (int x = 0; x < 8; x++)
            out[96 + r * 8 + x] =
                (int32_t)(words[2 + 2 * r][3 + x] |
                          (uint32_t)words[3 + 2 * r][3 + x] << 16);
    for (int i = 0; i < 32; i++)
        out[112 + i] = 7;
    /* the descriptor's fields: width, height, pitch (minus 1), X, Y,
     * base checks, and the block shape word (blocks - 1) << 16 |
     * (height - 1) << 8 | (width - 1) */
    out[144] = 24 * 4 - 1;
    out[145] = 20 - 1;
    out[146] = 24 * 4 - 1;
    out[147] = 7;
    out[148] = 9;
    out[149] = 1;
    out[150] = 1;
    out[151] = 0 << 16 | 7 << 8 | 3;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 8; x++)
            tile[2 + y][1 + x] = at(2 + x, 3 + y) + 1;
    ref_write("mat.bin", mat, sizeof mat);
    ref_write("words.bin", words, sizeof words);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("tile.bin.expected", tile, sizeof tile);
    return 0;
}
