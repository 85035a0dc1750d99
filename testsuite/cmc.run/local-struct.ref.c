#include "ref.h"

int main(void)
{
    uint32_t seed = 8642;
    int32_t in[8], r[16];
    for (int i = 0; i < 8; i++)
        in[i] = ref_random_int(&seed, -100000, 100000);
    for (int i = 0; i < 8; i++)
        r[i] = in[i] * -3 + 7;
    for (int i = 8; i < 16; i++)
        r[i] = in[0] + 7;
    ref_write("ints.bin", in, sizeof in);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
