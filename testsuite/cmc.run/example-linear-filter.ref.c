/* Reference for examples/linear_filter.cpp: a 3x3 (1 2 1)x(1 2 1) / 16
 * blur, rounded to nearest, of a 64x32 image, whose edge pixels stand in
 * for the pixels beyond its edges. */
#include "ref.h"

enum { WIDTH = 64, HEIGHT = 32 };

static int clamp(int value, int high)
{
    return value < 0 ? 0 : value > high ? high : value;
}

int main(void)
{
    static uint8_t in[HEIGHT][WIDTH], out[HEIGHT][WIDTH];
    static const int weight[3] = {1, 2, 1};
    uint32_t seed = 17;
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++)
            in[y][x] = (uint8_t)ref_random_int(&seed, 0, 255);
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++) {
            int sum = 0;
            for (int dy = 0; dy < 3; dy++)
                for (int dx = 0; dx < 3; dx++)
                    sum += weight[dy] * weight[dx] *
                           in[clamp(y + dy - 1, HEIGHT - 1)]
                             [clamp(x + dx - 1, WIDTH - 1)];
            out[y][x] = (uint8_t)((sum + 8) / 16);
        }
    ref_write("in.raw", in, sizeof in);
    ref_write("out.raw.expected", out, sizeof out);
    return 0;
}
