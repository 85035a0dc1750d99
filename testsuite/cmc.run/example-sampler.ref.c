/* Reference for examples/sampler.cpp: a 16x8 RGBA8 image, zoomed 2x by
 * pixel repetition, and mirrored left to right. */
#include "ref.h"

enum { WIDTH = 16, HEIGHT = 8 };

int main(void)
{
    static uint8_t image[HEIGHT][WIDTH][4];
    static uint8_t zoom[2 * HEIGHT][2 * WIDTH][4], mirror[HEIGHT][WIDTH][4];
    uint32_t seed = 11;
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++)
            for (int c = 0; c < 4; c++)
                image[y][x][c] = (uint8_t)ref_random_int(&seed, 0, 255);
    for (int y = 0; y < 2 * HEIGHT; y++)
        for (int x = 0; x < 2 * WIDTH; x++)
            memcpy(zoom[y][x], image[y / 2][x / 2], 4);
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++)
            memcpy(mirror[y][x], image[y][WIDTH - 1 - x], 4);
    ref_write("rgba.bin", image, sizeof image);
    ref_write("zoom.bin.expected", zoom, sizeof zoom);
    ref_write("mirror.bin.expected", mirror, sizeof mirror);
    return 0;
}
