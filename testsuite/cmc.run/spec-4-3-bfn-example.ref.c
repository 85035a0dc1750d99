#include "ref.h"

static uint32_t none_set(uint32_t x, uint32_t y, uint32_t z)
{
    return ~x & ~y & ~z;
}

int main(void)
{
    uint32_t seed = 4301;
    uint32_t in[24], out[24] = {0};
    for (int i = 0; i < 24; i++)
        in[i] = ref_random(&seed) | ref_random(&seed) << 16;
    const uint32_t *x = in, *y = in + 8, *z = in + 16;
    for (int i = 0; i < 8; i++) {
        out[i] = none_set(x[i], y[i], z[i]);
        out[16 + i] = out[i] & 1u;
    }
    out[8 + 3] = none_set(x[3], y[5], 0x00ff00ffu);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
