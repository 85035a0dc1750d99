#include "ref.h"

int main(void)
{
    uint32_t in[256], out[512] = {0};
    uint32_t seed = 71;
    for (int i = 0; i < 256; i++)
        in[i] = ref_random(&seed);
    for (uint32_t t = 0; t < 2; t++) {
        const uint32_t *a = in + 8 * (t + 1), *b = in + 24 + 8 * t,
                       *c = in + 64, *d = in + 128 + 8 * t;
        uint32_t *o = out + 256 * t;
        for (int i = 0; i < 8; i++)
            o[i] = a[i] * 2;
        for (int i = 0; i < 16; i++)
            o[8 + i] = b[i] + t;
        for (int i = 0; i < 32; i++)
            o[24 + i] = c[i] - a[i % 8];
        for (int i = 0; i < 64; i++)
            o[56 + i] = d[i] ^ 0x55;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    memset(out + 256, 0, 256 * sizeof *out);
    ref_write("one.bin.expected", out, sizeof out);
    return 0;
}
