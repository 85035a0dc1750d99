#include "ref.h"

int main(void)
{
    float in[64], out[64];
    uint32_t seed = 97;
    for (int i = 0; i < 64; i++)
        in[i] = ref_random_float(&seed, -64.0f, 64.0f);
    for (int t = 0; t < 4; t++)
        for (int i = 0; i < 16; i++) {
            volatile float twice = 2.0f * in[16 * t + i];
            volatile float minus = twice - -1.5f;
            out[16 * t + i] = minus + (float)t;
        }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
