#include "ref.h"

int main(void)
{
    int32_t in[32], out[16] = {0};
    uint32_t seed = 43;
    for (int i = 0; i < 32; i++)
        in[i] = ref_random_int(&seed, -1000, 1000);
    for (int r = 0; r < 4; r++)
        for (int i = 0; i < 8; i++) {
            out[i] += in[8 * r + i];
            out[8 + i] = in[8 * r + i];
        }
    out[15] = 4;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
