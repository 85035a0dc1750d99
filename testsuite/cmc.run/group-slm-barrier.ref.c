#include "ref.h"

int main(void)
{
    int32_t in[12][8], out[12][8];
    uint32_t seed = 101;
    for (int t = 0; t < 12; t++)
        for (int i = 0; i < 8; i++)
            in[t][i] = ref_random_int(&seed, -1000, 1000);
    for (int g = 0; g < 3; g++)
        for (int l = 0; l < 4; l++)
            for (int i = 0; i < 8; i++)
                out[g * 4 + l][i] = in[g * 4 + (l + 1) % 4][i] - in[g * 4 + l][i];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
