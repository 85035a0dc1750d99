#include "ref.h"

static int32_t a[16][16];
static uint8_t out[8192];

/* Write the 16x16 result of `pick` (out(i, j) = a at its answer) at
 * byte `offset` of out. */
static void put16(int offset, int (*row_of)(int, int), int (*col_of)(int, int))
{
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++)
            memcpy(out + offset + (i * 16 + j) * 4,
                   &a[row_of(i, j)][col_of(i, j)], 4);
}

static int first(int i, int j) { (void)j; return i; }
static int second(int i, int j) { (void)i; return j; }
static int back_first(int i, int j) { (void)j; return 15 - i; }
static int back_second(int i, int j) { (void)i; return 15 - j; }

int main(void)
{
    static uint8_t in[1536];
    uint32_t seed = 41;
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++)
            a[i][j] = (int32_t)ref_random(&seed);
    memcpy(in, a, 1024);
    uint8_t bytes[16][16];
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++)
            bytes[i][j] = (uint8_t)ref_random(&seed);
    memcpy(in + 1024, bytes, 256);
    int16_t s[8][8];
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            s[i][j] = (int16_t)ref_random(&seed);
    memcpy(in + 1280, s, 128);
    float f[16];
    uint16_t mapping[16];
    for (int k = 0; k < 16; k++) {
        f[k] = (float)ref_random_int(&seed, -1000, 1000) / 4.0f;
        mapping[k] = (uint16_t)ref_random_int(&seed, 0, 15);
    }
    memcpy(in + 1408, f, 64);
    memcpy(in + 1472, mapping, 32);

    put16(0, second, first);             /* transpose: a[j][i] */
    put16(1024, back_second, first);     /* quarter turn: a[15-j][i] */
    put16(2048, back_first, back_second); /* half turn */
    put16(3072, second, back_first);     /* three quarters: a[j][15-i] */
    put16(4096, first, back_second);     /* mirror: a[i][15-j] */
    put16(5120, back_second, back_first); /* a[15-j][15-i] */

    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++)
            out[6144 + i * 16 + j] = bytes[i][15 - j];
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) {
            memcpy(out + 6400 + (i * 8 + j) * 2, &s[j][i], 2);
            memcpy(out + 6528 + (i * 8 + j) * 2, &s[7 - i][j], 2);
        }
    for (int k = 0; k < 16; k++)
        memcpy(out + 6656 + k * 4, &f[mapping[k]], 4);
    for (int k = 0; k < 16; k++) {
        int32_t m = (k < 5 ? 0 : 1) + 10;
        memcpy(out + 6720 + k * 4, &m, 4);
    }

    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
