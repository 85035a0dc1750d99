/* Reference for examples/image_adjust.cpp: contrast stretch of [40, 200]
 * onto [0, 255] (below: 0, above: 255). */
#include "ref.h"

enum { WIDTH = 64, HEIGHT = 32, LOW = 40, HIGH = 200 };

int main(void)
{
    static uint8_t in[HEIGHT][WIDTH], out[HEIGHT][WIDTH];
    uint32_t seed = 3;
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++) {
            int p = ref_random_int(&seed, 0, 255);
            in[y][x] = (uint8_t)p;
            out[y][x] = (uint8_t)(p < LOW ? 0
                                  : p > HIGH ? 255
                                             : (p - LOW) * 255 / (HIGH - LOW));
        }
    ref_write("in.raw", in, sizeof in);
    ref_write("out.raw.expected", out, sizeof out);
    return 0;
}
