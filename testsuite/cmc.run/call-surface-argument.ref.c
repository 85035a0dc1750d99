#include "ref.h"

int main(void)
{
    float in[24], out[8];
    uint32_t seed = 63;
    for (int i = 0; i < 24; i++)
        in[i] = ref_random_float(&seed, -50.0f, 50.0f);
    for (int i = 0; i < 8; i++)
        out[i] = in[i] - in[16 + i];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
