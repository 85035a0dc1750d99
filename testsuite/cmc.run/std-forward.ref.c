#include "ref.h"

int main(void)
{
    uint32_t seed = 5150;
    int32_t v[8], r[16];
    for (int i = 0; i < 8; i++)
        v[i] = ref_random_int(&seed, -100000, 100000);
    ref_write("ints.bin", v, sizeof v);
    for (int i = 0; i < 8; i++)
        r[i] = v[i] * 2 + v[i] * 2;
    for (int i = 0; i < 8; i++)
        r[8 + i] = v[i] + 100;
    r[15] = (v[0] + 100) * 3 + (v[1] + 100);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
