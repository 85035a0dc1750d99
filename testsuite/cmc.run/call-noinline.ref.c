#include "ref.h"

int main(void)
{
    int32_t in[8], out[8];
    uint32_t seed = 61;
    for (int i = 0; i < 8; i++) {
        in[i] = ref_random_int(&seed, -5000, 5000);
        out[i] = (in[i] * 3 - 1) * 4 - 1;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
