#include "ref.h"

/* The reference of lsc-block2d.cpp, from the LSC 2D block rules: element
 * (x, y) of a block is at column X + x, row Y + y; outside the surface a
 * load reads 0 and a store writes nothing. */

enum { MAT_W = 24, MAT_H = 20, WORDS_W = 32, WORDS_H = 8, TILE_W = 32,
       TILE_H = 12 };

static int32_t mat[MAT_H][MAT_W];
static uint16_t words[WORDS_H][WORDS_W];
static int32_t out[512];
static int32_t tile[TILE_H][TILE_W];

static int32_t at(int col, int row)
{
    if (col < 0 || row < 0 || col >= MAT_W || row >= MAT_H)
        return 0;
    return mat[row][col];
}

int main(void)
{
    uint32_t seed = 11;
    for (int r = 0; r < MAT_H; r++)
        for (int c = 0; c < MAT_W; c++)
            mat[r][c] = ref_random_int(&seed, -100000, 100000);
    for (int r = 0; r < WORDS_H; r++)
        for (int c = 0; c < WORDS_W; c++)
            words[r][c] = (uint16_t)(ref_random(&seed) & 0xffff);

    /* a: 8 x 4 at (2, 3), row after row */
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 8; x++)
            out[y * 8 + x] = at(2 + x, 3 + y);
    /* b: two 4 x 5 blocks at (5, 1), block after block */
    for (int k = 0; k < 2; k++)
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 4; x++)
                out[32 + k * 20 + y * 4 + x] = at(5 + 4 * k + x, 1 + y);
    /* braw: each block's 20 elements padded to 32 (two 64-byte GRFs) */
    for (int k = 0; k < 2; k++)
        for (int y = 0; y < 5; y++)
            for (int x = 0; x < 4; x++)
                out[72 + k * 32 + y * 4 + x] = at(5 + 4 * k + x, 1 + y);
    /* c: 4 x 4 at (22, 18) */
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
            out[136 + y * 4 + x] = at(22 + x, 18 + y);
    /* d: transposed 4 wide, 8 high at (7, 9): row x holds column x */
    for (int x = 0; x < 4; x++)
        for (int y = 0; y < 8; y++)
            out[152 + x * 8 + y] = at(7 + x, 9 + y);
    /* e: VNNI of 16-bit data, 8 wide, 4 high at (3, 2): dword x of row
     * pair r holds rows 2r and 2r + 1 of column x, the first low */
    for (int r = 0; r < 2; r++)
        for (int x = 0; x < 8; x++) {
            uint32_t low = words[2 + 2 * r][3 + x];
            uint32_t high = words[2 + 2 * r + 1][3 + x];
            out[184 + r * 8 + x] = (int32_t)(low | high << 16);
        }
    /* stores into tile */
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 8; x++)
            tile[2 + y][1 + x] = at(2 + x, 3 + y);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++) {
            int col = -2 + x, row = 10 + y;
            if (col >= 0 && row < TILE_H)
                tile[row][col] = at(22 + x, 18 + y) + 1;
        }
    ref_write("mat.bin", mat, sizeof mat);
    ref_write("words.bin", words, sizeof words);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("tile.bin.expected", tile, sizeof tile);
    return 0;
}
