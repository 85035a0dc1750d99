#include "ref.h"

int main(void)
{
    int32_t in[16], out[16];
    uint32_t seed = 53;
    for (int i = 0; i < 16; i++)
        in[i] = ref_random_int(&seed, -99999, 99999);
    for (int i = 0; i < 16; i++)
        out[15 - i] = in[(i * 5) % 16] + 1;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
