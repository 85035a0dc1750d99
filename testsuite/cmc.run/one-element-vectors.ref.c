#include "ref.h"

/* The input as halves read back as floats, element by element. */
int main(void)
{
    uint16_t h[16];
    for (int k = 0; k < 16; k++)
        h[k] = ref_half_bits((float)(k * 3 - 7) * 0.5f);
    uint32_t raw[8];
    for (int k = 0; k < 8; k++)
        raw[k] = (uint32_t)h[2 * k] | (uint32_t)h[2 * k + 1] << 16;
    float o[8] = {0};
    o[2] = (float)ref_half_value(h[7]);
    o[4] = (float)ref_half_value(h[5]) * 3.0f;
    o[6] = (float)ref_half_value(h[0]) + 1.0f;
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
