#include "ref.h"

int main(void)
{
    float in[64], acc[8] = {0};
    uint32_t seed = 95;
    for (int i = 0; i < 64; i++)
        in[i] = ref_random_float(&seed, -1000.0f, 1000.0f) * 1.37f;
    for (int r = 0; r < 8; r++)
        for (int i = 0; i < 8; i++) {
            volatile float scaled = acc[i] * 0.5f;
            volatile float term = in[8 * r + i] * 1.1f;
            acc[i] = scaled + term;
        }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", acc, sizeof acc);
    return 0;
}
