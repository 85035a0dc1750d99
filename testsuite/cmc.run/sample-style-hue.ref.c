#include "ref.h"

/* The kernel's hue, pixel by pixel: BGRA bytes in, the blue byte
 * replaced by the hue / 2048 clamped to a byte. */
int main(void)
{
    enum { WIDTH = 128, HEIGHT = 8, DELTA = 300000 };
    uint8_t in[HEIGHT][WIDTH], out[HEIGHT][WIDTH];
    uint32_t state = 99;
    for (int y = 0; y < HEIGHT; y++)
        for (int x = 0; x < WIDTH; x++)
            in[y][x] = (uint8_t)ref_random(&state);
    in[0][0] = in[0][1] = in[0][2] = 77; /* a grey pixel: range 0 */
    memcpy(out, in, sizeof in);
    int32_t scale[256];
    scale[0] = 1;
    for (int i = 1; i < 256; i++)
        scale[i] = 87381 / i;
    for (int y = 0; y < HEIGHT; y++)
        for (int p = 0; p < WIDTH / 4; p++) {
            int B = in[y][p * 4], G = in[y][p * 4 + 1], R = in[y][p * 4 + 2];
            int mask = R < B;
            int min = mask ? R : B, max = mask ? B : R;
            int min_index = mask ? 0 : 2, max_index = mask ? 2 : 0;
            if (G < min) {
                min = G;
                min_index = 1;
            }
            if (G > max) {
                max = G;
                max_index = 1;
            }
            int mid = (R + G + B) - (max + min);
            int range = max - min;
            int temp1 = scale[range] * (max - mid);
            int temp2 = scale[range] * (mid - min);
            int hue = 0;
            if (min_index == 1)
                hue = max_index == 0 ? 436906 + temp1 : 349525 + temp2;
            else
                hue = temp2;
            hue = hue < 0 ? 0 : hue > 524287 ? 524287 : hue;
            hue += DELTA;
            if (hue > 524287)
                hue -= 524288;
            int b = hue >> 11;
            out[y][p * 4] = (uint8_t)(b < 0 ? 0 : b > 255 ? 255 : b);
        }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
