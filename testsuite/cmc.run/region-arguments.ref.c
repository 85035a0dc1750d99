#include "ref.h"

static float maxf(float a, float b) { return a > b ? a : b; }
static float minf(float a, float b) { return a < b ? a : b; }

int main(void)
{
    uint32_t seed = 1913;
    float t[16], r[16];
    for (int i = 0; i < 16; i++)
        t[i] = (float)ref_random_int(&seed, -16, 16) / 4.0f;
    for (int i = 0; i < 4; i++) {
        r[i] = maxf(t[4 + i], 2.0f);
        r[4 + i] = minf(1.0f, t[1 + 2 * i]);
        r[8 + i] = 2.0f * t[8 + i];
        r[12 + i] = -t[12 + i];
    }
    r[13] = t[0] + t[1] + t[8] + t[9];
    r[14] = t[15] + t[0] + t[7] + t[9];
    r[15] = maxf(t[13], 0.0f);

    uint8_t image[8][16], out[8][16];
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 16; x++)
            image[y][x] = (uint8_t)ref_random_int(&seed, 0, 255);
    int16_t words[24];
    for (int x = 0; x < 16; x++)
        words[x] = (int16_t)(image[1][x] + image[2][x]);
    for (int y = 0; y < 8; y++)
        words[16 + y] = (int16_t)(image[y][3] + image[y][5]);
    uint8_t m[8][16];
    memcpy(m, image, sizeof m);
    for (int y = 4; y < 6; y++)
        for (int k = 0; k < 4; k++)
            m[y][8 + 2 * k] = 0;
    memcpy(out, image, sizeof out);
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            out[y][x] = m[y][8 + x];

    ref_write("floats.bin", t, sizeof t);
    ref_write("fout.bin.expected", r, sizeof r);
    ref_write("pixels.bin", image, sizeof image);
    ref_write("pixels_out.bin.expected", out, sizeof out);
    ref_write("words.bin.expected", words, sizeof words);
    return 0;
}
