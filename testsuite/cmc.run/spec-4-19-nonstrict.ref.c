/* spec-4-19-nonstrict: the strict C++ results. */
#include "ref.h"

int main(void)
{
    int16_t sides[64], high[64];
    uint8_t low[64], m1[32];
    uint32_t seed = 419;
    for (int i = 0; i < 64; i++)
        sides[i] = (int16_t)ref_random(&seed);
    for (int i = 0; i < 64; i++)
        low[i] = (uint8_t)ref_random(&seed);
    for (int i = 0; i < 64; i++)
        high[i] = (int16_t)(ref_random(&seed) % 2000) - 500;
    for (int i = 0; i < 32; i++)
        m1[i] = (uint8_t)ref_random(&seed);
    m1[16] = 200; /* row 2: 200 + 100 wraps to 44 as a uchar */
    m1[17] = 100;
    unsigned char in[352];
    memcpy(in, sides, 128);
    memcpy(in + 128, low, 64);
    memcpy(in + 192, high, 128);
    memcpy(in + 320, m1, 32);

    unsigned char out[128] = {0};
    int16_t sum_of_four[16];
    for (int i = 0; i < 16; i++)
        sum_of_four[i] = (int16_t)(255 * sides[i] + 255 * sides[16 + i] +
                                   255 * sides[32 + i] + 255 * sides[48 + i]);
    memcpy(out, sum_of_four, 32);
    int opacity = 37;
    for (int i = 0; i < 64; i++) {
        int16_t temp = (int16_t)((low[i] * (128 - opacity) + high[i] * opacity) >> 7);
        out[32 + i] = (uint8_t)temp;
    }
    int32_t halves[4] = {0};
    uint8_t t = (uint8_t)(m1[16] + m1[17]);
    halves[0] = (signed char)(t >> 1);
    halves[1] = (signed char)(t >> 1);
    memcpy(out + 96, halves, 16);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
