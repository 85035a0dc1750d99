#include "ref.h"

static uint16_t majority(uint16_t x, uint16_t y, uint16_t z)
{
    return (uint16_t)((x & y) | (y & z) | (x & z));
}

int main(void)
{
    uint32_t seed = 19;
    uint32_t in[24], out[40] = {0};
    for (int i = 0; i < 24; i++)
        in[i] = ref_random(&seed) ^ ref_random(&seed) << 12;
    const uint32_t *x = in, *y = in + 8, *z = in + 16;
    for (int i = 0; i < 8; i++) {
        out[i] = (x[i] & ~y[i]) | z[i];
        out[8 + i] = x[i] ^ y[i] ^ z[i];
        out[16 + i] = ~(x[i] | y[i]) & ~z[i];
        uint16_t low = majority((uint16_t)x[i], (uint16_t)y[i], (uint16_t)z[i]);
        uint16_t high = majority((uint16_t)(x[i] >> 16), (uint16_t)(y[i] >> 16),
                                 (uint16_t)(z[i] >> 16));
        out[24 + i] = low | (uint32_t)high << 16;
    }
    out[32] = x[0] | ~z[0];
    out[33] = y[1];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
