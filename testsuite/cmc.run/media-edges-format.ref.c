#include <string.h>

#include "ref.h"

enum { W = 8, H = 4 };

static uint32_t image[H][W];

static uint32_t at(int x, int y)
{
    x = x < 0 ? 0 : x >= W ? W - 1 : x;
    y = y < 0 ? 0 : y >= H ? H - 1 : y;
    return image[y][x];
}

static void block(uint32_t *to, int x, int y)
{
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++)
            to[r * 4 + c] = at(x + c, y + r);
}

int main(void)
{
    uint32_t seed = 3;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            image[y][x] = ref_random(&seed);
    ref_write("in.bin", image, sizeof image);

    uint32_t out[80];
    memset(out, 0, sizeof out);
    block(out, -2, -1);
    block(out + 16, 6, 1);
    block(out + 32, 3, 2);
    block(out + 48, -9, 7);
    /* 16 bytes from pixel 7 of row 3: pixels 7, 7, 7, 7 (as ushorts) */
    for (int i = 0; i < 4; i++)
        out[64 + i] = at(7 + i, 3);
    ref_write("out.bin.expected", out, sizeof out);

    for (int x = 6; x < 8; x++)
        image[0][x] = 0x0badf00du;
    ref_write("image_out.bin.expected", image, sizeof image);
    return 0;
}
