#include "ref.h"

/* Small integers and halves of them, exact in half precision. */
static uint16_t half_bits(int twice)
{
    /* the half of value twice / 2 */
    float v = (float)twice / 2.0f;
    uint32_t f;
    memcpy(&f, &v, sizeof f);
    if (v == 0.0f)
        return (uint16_t)(f >> 16);
    uint16_t sign = (uint16_t)((f >> 16) & 0x8000);
    int e = (int)((f >> 23) & 0xff) - 127 + 15;
    return (uint16_t)(sign | (e << 10) | ((f >> 13) & 0x3ff));
}

int main(void)
{
    uint16_t src[64], dst[128] = {0};
    int value[64];
    uint32_t idx[10];
    uint32_t seed = 3;
    for (int i = 0; i < 64; i++) {
        value[i] = ref_random_int(&seed, -60, 60); /* twice the half */
        src[i] = half_bits(value[i]);
    }
    idx[0] = 3;
    idx[1] = 0;
    for (int i = 2; i < 10; i++)
        idx[i] = ref_random(&seed) % 100000;
    for (int g = 0; g < 2; g++) {
        for (int i = 0; i < 32; i++) {
            int twice = value[g * 32 + i] * 2; /* doubled */
            if (i < 4 && idx[g] != 0)
                twice *= (int)idx[g];
            dst[g * 32 + i] = half_bits(twice);
        }
        dst[g * 32 + 5] = 0x3c00;
    }
    uint32_t *words = (uint32_t *)(dst + 96);
    for (int g = 0; g < 2; g++)
        for (int i = 0; i < 8; i++)
            words[g * 8 + (7 - i)] = idx[2 + (7 - i)] + (uint32_t)g;
    ref_write("src.bin", src, sizeof src);
    ref_write("idx.bin", idx, sizeof idx);
    ref_write("dst.bin.expected", dst, sizeof dst);
    return 0;
}
