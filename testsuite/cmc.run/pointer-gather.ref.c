#include "ref.h"

int main(void)
{
    float p[16], p_out[16], out_f[8];
    int32_t q[16], q_out[16], out[16];
    int16_t s[16], s_out[16];
    uint32_t seed = 41;
    for (int i = 0; i < 16; i++) {
        p[i] = (float)ref_random_int(&seed, -1000, 1000) / 4.0f;
        q[i] = ref_random_int(&seed, -100000, 100000);
        s[i] = (int16_t)ref_random_int(&seed, -3000, 3000);
    }
    memcpy(p_out, p, sizeof p);
    memcpy(q_out, q, sizeof q);
    memcpy(s_out, s, sizeof s);
    for (int i = 0; i < 8; i++) {
        float v = p[(7 - i) * 2];
        float w = i % 2 == 0 ? v : v * 2.0f;  /* masked gather */
        out_f[i] = w;
        if (i % 2 == 0)
            p_out[(7 - i) * 2] = v + w;
    }
    for (int i = 0; i < 16; i++) {
        int k = (i * 5) % 16;
        q_out[k] = q[k] + 1;
    }
    memcpy(out, out_f, sizeof out_f);
    for (int i = 0; i < 8; i++)
        out[8 + i] = q[(i * 5) % 16];
    for (int i = 0; i < 8; i++)
        s_out[15 - i] = (int16_t)(s[15 - i] * 3);
    ref_write("floats.bin", p, sizeof p);
    ref_write("floats_out.bin.expected", p_out, sizeof p_out);
    ref_write("ints.bin", q, sizeof q);
    ref_write("ints_out.bin.expected", q_out, sizeof q_out);
    ref_write("shorts.bin", s, sizeof s);
    ref_write("shorts_out.bin.expected", s_out, sizeof s_out);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
