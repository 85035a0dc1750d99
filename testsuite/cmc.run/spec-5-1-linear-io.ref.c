/* spec-5-1-linear-io: sixteen ints squared in place. */
#include "ref.h"

int main(void)
{
    int32_t in[16], out[16];
    uint32_t seed = 513;
    for (int i = 0; i < 16; i++) {
        in[i] = (int32_t)(ref_random(&seed) % 20001) - 10000;
        out[i] = in[i] * in[i];
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
