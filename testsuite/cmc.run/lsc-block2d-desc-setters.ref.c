#include "ref.h"

/* Element (x, y) of block b of a 2D block at (X, Y) is column X + 8 * b
 * + x, row Y + y of the surface, zero outside it; in registers block b's
 * rows follow one another, blocks one after the other. */
enum { MAT_W = 16, MAT_H = 16, OTHER_W = 32, OTHER_H = 8 };

static int32_t mat[MAT_H][MAT_W], other[OTHER_H][OTHER_W], out[192];

static int32_t element(const int32_t *surface, int width, int height,
                       int col, int row)
{
    if (col < 0 || row < 0 || col >= width || row >= height)
        return 0;
    return surface[row * width + col];
}

static void blocks(int at, const int32_t *surface, int width, int height,
                   int x0, int y0)
{
    for (int b = 0; b < 2; b++)
        for (int y = 0; y < 4; y++)
            for (int x = 0; x < 8; x++)
                out[at + b * 32 + y * 8 + x] =
                    element(surface, width, height, x0 + 8 * b + x, y0 + y);
}

int main(void)
{
    uint32_t seed = 216;
    for (int r = 0; r < MAT_H; r++)
        for (int c = 0; c < MAT_W; c++)
            mat[r][c] = ref_random_int(&seed, -100000, 100000);
    for (int r = 0; r < OTHER_H; r++)
        for (int c = 0; c < OTHER_W; c++)
            other[r][c] = ref_random_int(&seed, -100000, 100000);
    blocks(0, &mat[0][0], MAT_W, MAT_H, 4, 5);
    blocks(64, &other[0][0], OTHER_W, OTHER_H, 4, 5);
    blocks(128, &other[0][0], OTHER_W, OTHER_H, 20, 2);
    ref_write("mat.bin", mat, sizeof mat);
    ref_write("other.bin", other, sizeof other);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
