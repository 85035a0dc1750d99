#include "ref.h"

int main(void)
{
    int32_t v[8], a[8];
    uint32_t b[8];
    float c[8];
    uint32_t seed = 77;
    for (int i = 0; i < 8; i++)
        v[i] = ref_random_int(&seed, -1000, 1000);
    for (int i = 0; i < 8; i++) {
        a[i] = -v[i] + v[0] * 2 + 0 - 3;
        b[i] = (uint32_t)v[i] + 1000u + 7u;
        /* is_signed<float> is false in Intel's traits: not negated. */
        c[i] = (float)v[i] + 1.25f + 5.0f;
    }
    unsigned char out[96];
    memcpy(out, a, 32);
    memcpy(out + 32, b, 32);
    memcpy(out + 64, c, 32);
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
