#include "ref.h"

/* reference-choice.cpp's kernel in C. */
static void scale(int32_t m[8], int k)
{
    for (int j = 0; j < 8; j++)
        m[j] *= k;
    m[0] += 1;
}

int main(void)
{
    int32_t a[8], b[8];
    float f[16];
    uint32_t seed = 99;
    for (int j = 0; j < 8; j++)
        a[j] = ref_random_int(&seed, -1000, 1000);
    for (int j = 0; j < 8; j++)
        b[j] = ref_random_int(&seed, -1000, 1000);
    for (int j = 0; j < 16; j++)
        f[j] = (float)ref_random_int(&seed, -1000, 1000) / 4.0f;
    uint8_t in[128];
    memcpy(in, a, 32);
    memcpy(in + 32, b, 32);
    memcpy(in + 64, f, 64);
    ref_write("in.bin", in, sizeof in);

    int sel = 2;
    for (int i = 0; i < 4; i++)
        scale((i & 1) ? a : b, i + 2);
    for (int j = 0; j < 8; j++)
        f[(sel > 0 ? 0 : 8) + j] += 1.5f;
    for (int j = 0; j < 8; j++)
        f[(sel > 5 ? 0 : 8) + j] += 1.5f;
    for (int j = 0; j < 8; j++)
        (sel == 2 ? a : b)[j] += sel;
    uint8_t out[160] = {0};
    memcpy(out, a, 32);
    memcpy(out + 32, b, 32);
    memcpy(out + 64, f, 64);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
