#include "ref.h"

int main(void)
{
    float in[16], out[16];
    uint32_t seed = 7;
    for (int i = 0; i < 16; i++)
        in[i] = ref_random_float(&seed, -3.0f, 3.0f) * 1.1f;
    for (int i = 0; i < 8; i++) {
        volatile float difference = in[i] - in[8 + i];
        volatile float d = difference * in[i];
        out[i] = d;
        out[8 + i] = fmaf(difference, in[i], 0.5f);
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
