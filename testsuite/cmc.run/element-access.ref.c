#include "ref.h"

int main(void)
{
    int32_t v[8], out[16];
    uint32_t seed = 11;
    for (int i = 0; i < 8; i++)
        v[i] = ref_random_int(&seed, -30000, 30000);
    for (int i = 0; i < 8; i++) {
        out[i] = v[7 - i];
        out[8 + i] = v[i];
    }
    out[8] = v[1] * v[2];
    out[15] = v[0] - v[7];
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
