#include "ref.h"

int main(void)
{
    float s[8], a[8], b[8], out[40];
    uint32_t seed = 81;
    for (int i = 0; i < 8; i++) {
        s[i] = ref_random_float(&seed, 0.0f, 1.0f);
        a[i] = ref_random_float(&seed, -6.0f, 6.0f);
        b[i] = ref_random_float(&seed, -6.0f, 6.0f);
    }
    for (int i = 0; i < 8; i++) {
        out[i] = s[i] * a[i] + (1.0f - s[i]) * b[i];
        out[8 + i] = b[0] * a[i] + b[3];
        out[16 + i] = (float)sin(a[i]);
        out[24 + i] = (float)cos(a[i]);
        int x = (int)a[i], y = (int)b[i];
        out[32 + i] = (float)((x + y + 1) >> 1);
    }
    unsigned char in[96];
    memcpy(in, s, 32); memcpy(in + 32, a, 32); memcpy(in + 64, b, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
