/* lsc-load-read-invalidate.cpp: out[i] = in[i] + 1 for 8 ints. */
#include "ref.h"

int main(void)
{
    uint32_t seed = 6;
    int32_t in[8], out[8];
    for (int i = 0; i < 8; i++) {
        in[i] = ref_random_int(&seed, -1000, 1000);
        out[i] = in[i] + 1;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
