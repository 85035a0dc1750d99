#include "ref.h"

int main(void)
{
    float f[8];
    int32_t in_i[8];
    int32_t fi[8], widened[8], bytes[8];
    float iff[8];
    uint32_t seed = 9;
    for (int k = 0; k < 8; k++) {
        f[k] = ref_random_float(&seed, -50.0f, 50.0f) + 0.3f;
        in_i[k] = (int32_t)ref_random(&seed) - (1 << 23);
    }
    in_i[0] = 16777217; /* not exact in float: rounds to even */
    in_i[1] = -70000;
    for (int k = 0; k < 8; k++) {
        fi[k] = (int32_t)f[k];
        iff[k] = (float)in_i[k];
        widened[k] = (int16_t)(uint16_t)(uint32_t)in_i[k];
        bytes[k] = (uint8_t)(uint32_t)in_i[k];
    }
    unsigned char in[64];
    memcpy(in, f, 32);
    memcpy(in + 32, in_i, 32);
    ref_write("in.bin", in, sizeof in);
    unsigned char out[128];
    memcpy(out, fi, 32);
    memcpy(out + 32, iff, 32);
    memcpy(out + 64, widened, 32);
    memcpy(out + 96, bytes, 32);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
