#include "ref.h"

int main(void)
{
    int32_t in[16], out[64] = {0};
    uint32_t seed = 11;
    for (int i = 0; i < 16; i++)
        in[i] = (int32_t)(ref_random(&seed) % 2001) - 1000;
    for (int i = 0; i < 16; i++) {
        int active = i < 10;
        if (active && (i & 1))
            out[i] = in[i] * 2;
        out[16 + i] = active ? in[i] : -1;
        if (active)
            out[32 + i] += 1;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
