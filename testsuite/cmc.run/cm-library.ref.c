#include <string.h>

#include "ref.h"

static int32_t in[32], out[128];

int main(void)
{
    const int start = 5;
    uint32_t seed = 5;
    for (int i = 0; i < 32; i++)
        in[i] = (int32_t)(ref_random(&seed) % 200001) - 100000;

    int32_t v[32], same[8], zero_step[8], ramp[8], raw[8], whole[8];
    memcpy(v, in, sizeof v);
    for (int i = 0; i < 8; i++) {
        same[i] = start;
        zero_step[i] = start;
        ramp[i] = start - 3 * i;
        raw[i] = v[8 + i];
    }
    int32_t evens[4];
    for (int i = 0; i < 4; i++)
        evens[i] = v[1 + 2 * i];
    for (int i = 0; i < 4; i++)
        v[17 + 2 * i] = evens[i] + 1000;
    for (int i = 0; i < 8; i++)
        whole[i] = ramp[i] + same[i];
    int32_t third = v[3] + whole[7];

    memcpy(out, v, sizeof v);
    for (int i = 0; i < 8; i++) {
        float half = (float)raw[i] + 0.5f;
        out[32 + i] = whole[i];
        out[40 + i] = zero_step[i] + raw[i];
        out[48 + i] = (int32_t)half;
        out[56 + i] = (int16_t)ramp[i] + 70000;
        out[64 + i] = third;
        float f = (float)ramp[i];
        memcpy(&out[72 + i], &f, 4);
    }
    for (int i = 0; i < 16; i++) {
        int16_t s = (int16_t)(7 + 3 * i);
        memcpy((uint8_t *)out + 320 + 2 * i, &s, 2);
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
