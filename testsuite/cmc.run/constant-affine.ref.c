#include "ref.h"

int main(void)
{
    static const int32_t lanes8[8] = {16, 20, 24, 28, 16, 20, 24, 28};
    static const int32_t lanes16[16] = {-30, -10, 10, 30, -30, -10, 10, 30,
                                        -30, -10, 10, 30, 0, 20, 40, 60};
    static const int16_t words[16] = {7, 7, 107, 207, 307, 7, 107, 7,
                                      1507, 7, 7, 707, 7, 7, 7, 7};
    int32_t v[16], out[40];
    uint32_t state = 17;
    for (int i = 0; i < 16; i++)
        v[i] = ref_random_int(&state, -1000, 1000);
    for (int i = 0; i < 8; i++)
        out[i] = v[i] * lanes8[i];
    for (int i = 0; i < 16; i++)
        out[8 + i] = v[i] + lanes16[i];
    for (int i = 0; i < 16; i++)
        out[24 + i] = (int16_t)((int16_t)v[i] + words[i]);
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
