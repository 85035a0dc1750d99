#include "ref.h"

int main(void)
{
    float f[40], f_out[40];
    int16_t s[32], s_out[32];
    int32_t out[16] = {0};
    uint32_t seed = 5;
    for (int i = 0; i < 40; i++)
        f[i] = (float)ref_random_int(&seed, -300, 300) / 8.0f;
    for (int i = 0; i < 32; i++)
        s[i] = (int16_t)ref_random_int(&seed, -2000, 2000);
    memcpy(f_out, f, sizeof f);
    memcpy(s_out, s, sizeof s);
    for (int i = 0; i < 8; i++) {
        f_out[16 + i] = f[i] + f[8 + i];
        f_out[24 + i] = f[i] * f[8 + i];
    }
    f_out[32] = f[5] + 0.25f;
    f_out[33] = f[33] * 2.0f;
    int sum = 0;
    for (int i = 0; i < 12; i++) {
        s_out[17 + i] = (int16_t)(s[3 + i] * 3);
        sum += s[3 + i];
    }
    out[0] = sum;
    out[1] = s[1];
    ref_write("floats.bin", f, sizeof f);
    ref_write("floats_out.bin.expected", f_out, sizeof f_out);
    ref_write("shorts.bin", s, sizeof s);
    ref_write("shorts_out.bin.expected", s_out, sizeof s_out);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
