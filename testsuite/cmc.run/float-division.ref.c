#include "ref.h"

int main(void)
{
    float a[8], b[8], out[16];
    uint32_t seed = 83;
    for (int i = 0; i < 8; i++) {
        a[i] = ref_random_float(&seed, -100.0f, 100.0f);
        b[i] = ref_random_float(&seed, 0.5f, 9.0f);
    }
    for (int i = 0; i < 8; i++) {
        out[i] = a[i] / b[i];
        out[8 + i] = a[i] * (float)(7 / 2) + 0.25f * 7;
    }
    unsigned char in[64];
    memcpy(in, a, 32);
    memcpy(in + 32, b, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
