#include "ref.h"

/* Three 16 x 1 images of 8 ushorts; d = s1 * s2 + s3, in 16 bits. */
int main(void)
{
    uint32_t seed = 545;
    uint16_t a[8], b[8], c[8], d[8];
    unsigned char zero[16] = {0};
    for (int i = 0; i < 8; i++) {
        a[i] = (uint16_t)ref_random(&seed);
        b[i] = (uint16_t)ref_random(&seed);
        c[i] = (uint16_t)ref_random(&seed);
        d[i] = (uint16_t)(a[i] * b[i] + c[i]);
    }
    ref_write("a.bin", a, sizeof a);
    ref_write("b.bin", b, sizeof b);
    ref_write("c.bin", c, sizeof c);
    ref_write("zero.bin", zero, sizeof zero);
    ref_write("d.bin.expected", d, sizeof d);
    return 0;
}
