#include "ref.h"

int main(void)
{
    float f[8] = {1.0f, -2.5f, 3.25f, 100.0f, 0.0f, -0.5f, 7.0f, 9.5f};
    int32_t i[8] = {5, -6, 7, 0, 2147483647, -1, 42, -42};
    unsigned char in[64];
    memcpy(in, f, 32);
    memcpy(in + 32, i, 32);
    unsigned char out[96];
    float half_f[8];
    int32_t negated[8], doubled[8];
    for (int k = 0; k < 8; k++) {
        half_f[k] = f[k] * 0.5f;
        negated[k] = (int32_t)(0u - (uint32_t)i[k]);
        doubled[k] = i[0] * 2;
    }
    memcpy(out, half_f, 32);
    memcpy(out + 32, negated, 32);
    memcpy(out + 64, doubled, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
