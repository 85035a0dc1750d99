#include "ref.h"

int main(void)
{
    int32_t raws[8];
    float values[8];
    int32_t wholes[8];
    uint32_t seed = 5;
    for (int i = 0; i < 8; i++) {
        raws[i] = ref_random_int(&seed, -100000, 100000);
        values[i] = (float)raws[i] / 256.0f + 1.0f / 3.0f;
        wholes[i] = 2 * (raws[i] >> 8);
    }
    static uint8_t out[64];
    memcpy(out, values, 32);
    memcpy(out + 32, wholes, 32);
    ref_write("in.bin", raws, sizeof raws);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
