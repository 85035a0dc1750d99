#include <string.h>

#include "ref.h"

int main(void)
{
    static uint8_t pixels[20][64], pixels_out[20][64];
    static int32_t words[8][32], words_out[8][32];
    static uint8_t linear[256];
    static uint8_t out[1024];
    uint32_t seed = 41;
    for (int y = 0; y < 20; y++)
        for (int x = 0; x < 64; x++)
            pixels[y][x] = (uint8_t)(ref_random(&seed) & 0xff);
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 32; x++)
            words[y][x] = (int32_t)ref_random(&seed);
    for (int i = 0; i < 256; i++)
        linear[i] = (uint8_t)(ref_random(&seed) & 0xff);

    memcpy(pixels_out, pixels, sizeof pixels);
    for (int r = 0; r < 11; r++)
        for (int c = 0; c < 45; c++)
            pixels_out[4 + r][5 + c] = (uint8_t)(pixels[2 + r][3 + c] + 1);

    /* 5 x 21 halfwords from halfword column 3, row 1 of the words. */
    for (int r = 0; r < 5; r++)
        memcpy(out + 2 * 21 * r, (const uint8_t *)words[1 + r] + 6, 42);
    /* Columns at or past 53 repeat pixel 52; a block from 55 is all it. */
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 8; c++) {
            out[256 + r * 8 + c] = pixels[7 + r][50 + c < 53 ? 50 + c : 52];
            out[272 + r * 8 + c] = pixels[9 + r][52];
        }
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 8; c++)
            out[288 + r * 8 + c] = pixels[3 + r][60 + c < 62 ? 60 + c : 61];
    for (int r = 0; r < 5; r++)
        memcpy(out + 320 + 52 * r, &words[1 + r][1], 52);
    memcpy(words_out, words, sizeof words);
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 7; c++)
            words_out[4 + r][20 + c] =
                (int32_t)((uint32_t)words[1 + r][1 + c] * 3u);
    for (int i = 0; i < 40; i++) {
        int32_t v;
        memcpy(&v, linear + 16 + 4 * i, 4);
        v = (int32_t)((uint32_t)v + 5u);
        memcpy(out + 640 + 4 * i, &v, 4);
    }
    memcpy(out + 800, linear + 16, 48);

    ref_write("pixels.bin", pixels, sizeof pixels);
    ref_write("pixels_out.bin.expected", pixels_out, sizeof pixels_out);
    ref_write("words.bin", words, sizeof words);
    ref_write("words_out.bin.expected", words_out, sizeof words_out);
    ref_write("linear.bin", linear, sizeof linear);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
