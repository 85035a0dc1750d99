#include "ref.h"

int main(void)
{
    uint32_t seed = 314;
    float x[16], out[64];
    for (int i = 0; i < 16; i++) {
        float magnitude = ref_random_full_float(&seed, 0.1f, 0.95f);
        x[i] = (i & 1) ? -magnitude : magnitude;
    }
    for (int i = 0; i < 16; i++) {
        out[i] = asinf(x[i]);
        out[16 + i] = acosf(x[i]);
        out[32 + i] = atanf(x[i]);
        out[48 + i] = atanf(1.0f / x[i]);
    }
    ref_write("in.bin", x, sizeof x);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
