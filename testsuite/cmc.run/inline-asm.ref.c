#include "ref.h"

int main(void)
{
    int32_t a[16] = {5, -2, 7, 0, 3, 9, 1, -4, 11, 6, -8, 2, 13, 4, 10, -1};
    float f[16];
    for (int i = 0; i < 16; i++)
        f[i] = (float)(i * 3) - 7.5f;
    unsigned char in[128];
    memcpy(in, a, sizeof a);
    memcpy(in + 64, f, sizeof f);
    unsigned char out[384] = {0};
    int32_t *x = a, *y = a + 8;
    int32_t words[8];
    for (int i = 0; i < 8; i++)
        words[i] = x[i] + y[i];
    memcpy(out + 0, words, 32);
    for (int i = 0; i < 8; i++)
        words[i] = -x[i];
    memcpy(out + 32, words, 32);
    for (int i = 0; i < 8; i++)
        words[i] = y[i] + 16;
    memcpy(out + 64, words, 32);
    for (int i = 0; i < 8; i++)
        words[i] = x[i] > 2 ? -7 : y[i];
    memcpy(out + 96, words, 32);
    float scaled[4] = {f[0] * 0.5f, f[2] * 0.5f, f[8] * 0.5f, f[10] * 0.5f};
    memcpy(out + 128, scaled, 16);
    for (int i = 0; i < 8; i++)
        words[i] = x[i] * y[i] + (x[i] + y[i]);
    memcpy(out + 144, words, 32);
    for (int i = 0; i < 8; i++)
        words[i] = 3 + x[i] + y[i];
    memcpy(out + 176, words, 32);
    for (int i = 0; i < 8; i++)
        words[i] = x[i] + y[i];
    memcpy(out + 208, words, 32);
    for (int i = 0; i < 8; i++)
        words[7 - i] = (int32_t)((uint32_t)(a[i] * 3) << (a[i + 8] & 3));
    memcpy(out + 240, words, 32);
    for (int i = 0; i < 8; i++)
        words[i] = x[i] < y[i] ? x[i] : y[i];
    memcpy(out + 272, words, 32);
    for (int i = 0; i < 8; i++)
        words[i] = (x[i] < y[i] ? 10 : 0) + (y[i] & 1);
    memcpy(out + 304, words, 32);
    uint16_t product[8];
    int16_t halves[8];
    for (int i = 0; i < 8; i++) {
        product[i] = (uint16_t)((uint16_t)y[i] * 15 + i);
        halves[i] = (int16_t)((int16_t)x[i] + (i == 0 ? 7 : -3));
    }
    memcpy(out + 336, product, 16);
    memcpy(out + 352, halves, 16);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
