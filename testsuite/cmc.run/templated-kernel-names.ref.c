#include "ref.h"

int main(void)
{
    uint32_t seed = 5;
    uint32_t u[8];
    float f[8];
    for (int i = 0; i < 8; i++) {
        u[i] = (uint32_t)ref_random_int(&seed, 0, 100000);
        f[i] = (float)u[i] * 0.5f;
    }
    int16_t s[16], s_out[16];
    for (int i = 0; i < 16; i++) {
        s[i] = (int16_t)ref_random_int(&seed, -3000, 3000);
        s_out[i] = (int16_t)-(s[i] - 2);
    }
    uint16_t h[16];
    float hv[16], w[8];
    for (int i = 0; i < 16; i++) {
        hv[i] = (float)ref_random_int(&seed, -500, 500) * 0.5f;
        h[i] = ref_half_bits(hv[i]);
    }
    for (int i = 0; i < 8; i++)
        w[i] = hv[2 * i] + hv[2 * i + 1];
    ref_write("u.bin", u, sizeof u);
    ref_write("f.bin.expected", f, sizeof f);
    ref_write("s.bin", s, sizeof s);
    ref_write("s_out.bin.expected", s_out, sizeof s_out);
    ref_write("h.bin", h, sizeof h);
    ref_write("w.bin.expected", w, sizeof w);
    return 0;
}
