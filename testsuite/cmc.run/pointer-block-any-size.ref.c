#include "ref.h"

/* pointer-block-any-size.cpp's kernel in C. */
int main(void)
{
    int16_t h[256];
    int32_t i[64];
    uint32_t seed = 4321;
    for (int k = 0; k < 256; k++)
        h[k] = (int16_t)ref_random_int(&seed, -10000, 10000);
    for (int k = 0; k < 64; k++)
        i[k] = ref_random_int(&seed, -100000, 100000);
    ref_write("h.bin", h, sizeof h);
    ref_write("i.bin", i, sizeof i);

    int16_t oh[256];
    int32_t oi[64] = {0};
    for (int k = 0; k < 256; k++)
        oh[k] = (int16_t)(h[k] * 3 - 7);
    for (int k = 0; k < 12; k++)
        oi[4 + k] = i[32 + k] + i[5 + k];
    int16_t low[6];
    for (int k = 0; k < 6; k++)
        low[k] = (int16_t)i[3 + 4 + k];
    memcpy(&oi[40], low, sizeof low);
    ref_write("oh.bin.expected", oh, sizeof oh);
    ref_write("oi.bin.expected", oi, sizeof oi);
    return 0;
}
