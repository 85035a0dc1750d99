#include "ref.h"

/* Halves of the nonzero normal values used here, both ways, by bits. */
static uint16_t to_half(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    uint32_t exponent = ((bits >> 23) & 0xff) - 127 + 15;
    return (uint16_t)((bits >> 16 & 0x8000) | exponent << 10 |
                      (bits & 0x7fffff) >> 13);
}

static float from_half(uint16_t h)
{
    uint32_t bits = (uint32_t)(h & 0x8000) << 16 |
                    ((uint32_t)(h >> 10 & 0x1f) - 15 + 127) << 23 |
                    (uint32_t)(h & 0x3ff) << 13;
    float f;
    memcpy(&f, &bits, sizeof f);
    return f;
}

/* The input as halves read back as floats, element by element. */
int main(void)
{
    uint16_t h[16];
    for (int k = 0; k < 16; k++)
        h[k] = to_half((float)(k * 3 - 7) * 0.5f);
    uint32_t raw[8];
    for (int k = 0; k < 8; k++)
        raw[k] = (uint32_t)h[2 * k] | (uint32_t)h[2 * k + 1] << 16;
    float o[8] = {0};
    o[2] = from_half(h[7]);
    o[4] = from_half(h[5]) * 3.0f;
    o[6] = from_half(h[0]) + 1.0f;
    int32_t i[8] = {0};
    i[1] = (int32_t)raw[7];
    i[2] = (int32_t)raw[7] + 5;
    ref_write("in.bin", raw, sizeof raw);
    struct { float o[8]; int32_t i[8]; } out;
    for (int k = 0; k < 8; k++) {
        out.o[k] = o[k];
        out.i[k] = i[k];
    }
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
