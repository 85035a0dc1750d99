#include "ref.h"

int main(void)
{
    int32_t in[24], out[16];
    uint32_t seed = 93;
    for (int i = 0; i < 24; i++)
        in[i] = ref_random_int(&seed, -500, 500);
    for (int i = 0; i < 8; i++) {
        out[i] = 100 + in[i] + in[8 + i] + in[16 + i];
        out[8 + i] = 3;
    }
    out[0] += 3;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
