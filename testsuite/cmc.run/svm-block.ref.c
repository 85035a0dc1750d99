#include "ref.h"

int main(void)
{
    float in[32], io[32], sum[32];
    uint32_t seed = 51;
    for (int i = 0; i < 32; i++) {
        in[i] = ref_random_float(&seed, -20.0f, 20.0f);
        io[i] = in[i] * 2.0f;
        sum[i] = io[i] + 1.0f;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("io.bin.expected", io, sizeof io);
    ref_write("sum.bin.expected", sum, sizeof sum);
    return 0;
}
