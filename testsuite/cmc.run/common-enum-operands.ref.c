#include "ref.h"

/* common-enum-operands.cpp's results with the enumerators' values and C's
 * promotions: int for LIMIT, SHIFT and SCALE, unsigned for HIGH_BIT. */
int main(void)
{
    uint32_t seed = 21;
    int32_t v[8];
    for (int i = 0; i < 8; i++)
        v[i] = ref_random_int(&seed, -20, 20);
    v[3] = 5;   /* == LIMIT */
    ref_write("in.bin", v, sizeof v);
    int32_t below[8], scaled[8], shifted[8];
    uint32_t ored[8], high[8];
    float divided[8];
    for (int i = 0; i < 8; i++) {
        below[i] = v[i] == 5 ? 2 : v[i] < 5 ? 1 : 0;
        scaled[i] = v[i] * -7 + 5;
        shifted[i] = (int32_t)((uint32_t)(-7 - v[i]) << 3);
        ored[i] = (uint32_t)v[i] | 0x80000000u;
        high[i] = (0x80000000u ^ (uint32_t)v[i]) > 0x80000000u;
        divided[i] = (float)v[i] / 5;
    }
    uint8_t out[192];
    memcpy(out, below, 32);
    memcpy(out + 32, scaled, 32);
    memcpy(out + 64, shifted, 32);
    memcpy(out + 96, ored, 32);
    memcpy(out + 128, high, 32);
    memcpy(out + 160, divided, 32);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
