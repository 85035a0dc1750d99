#include "ref.h"

int main(void)
{
    int32_t a[64], b[64], c[64];
    uint32_t seed = 1;
    for (int i = 0; i < 64; i++) {
        a[i] = ref_random_int(&seed, -1000000, 1000000);
        b[i] = ref_random_int(&seed, -1000000, 1000000);
        c[i] = a[i] + b[i];
    }
    ref_write("a.bin", a, sizeof a);
    ref_write("b.bin", b, sizeof b);
    ref_write("c.bin.expected", c, sizeof c);
    return 0;
}
