#include <string.h>

#include "ref.h"

int main(void)
{
    static uint8_t pixels[20][64], pixels_out[20][64];
    static int32_t words[8][32];
    static float floats[64];
    static uint8_t out[512];
    uint32_t seed = 17;
    for (int y = 0; y < 20; y++)
        for (int x = 0; x < 64; x++)
            pixels[y][x] = (uint8_t)(ref_random(&seed) & 0xff);
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 32; x++)
            words[y][x] = (int32_t)ref_random(&seed);
    for (int i = 0; i < 64; i++)
        floats[i] = (float)(int32_t)(ref_random(&seed) % 2000) / 8.0f;

    memcpy(pixels_out, pixels, sizeof pixels);
    for (int r = 0; r < 11; r++)
        for (int c = 0; c < 45; c++)
            pixels_out[4 + r][5 + c] = (uint8_t)(pixels[2 + r][3 + c] + 1);

    memset(out, 0, sizeof out);
    int32_t flat[39];
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 13; c++)
            flat[r * 13 + c] = words[1 + r][2 + c];
    memcpy(out, flat, sizeof flat);
    for (int i = 0; i < 37; i++) {
        float doubled = floats[5 + i] * 2.0f;
        memcpy(out + 4 * (40 + i), &doubled, 4);
    }
    memcpy(out + 8 * 40, (const uint8_t *)floats + 8, 24);
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 8; c++)
            out[400 + r * 8 + c] = pixels[7 + r][50 + c < 53 ? 50 + c : 52];
    for (int i = 0; i < 20; i++) {
        uint32_t word = 0x1000u + (uint32_t)i;
        memcpy(out + 4 * i, &word, 4);
    }

    ref_write("pixels.bin", pixels, sizeof pixels);
    ref_write("pixels_out.bin.expected", pixels_out, sizeof pixels_out);
    ref_write("words.bin", words, sizeof words);
    ref_write("floats.bin", floats, sizeof floats);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
