#include "ref.h"

/* which = 0: b[i] += a[i]; c[i] = a[i] + 5, c[16 + i] = the old b[i]. */
int main(void)
{
    uint32_t a[16], b[16], b_out[16], c[32];
    uint32_t seed = 5;
    for (int i = 0; i < 16; i++) {
        a[i] = ref_random(&seed);
        b[i] = ref_random(&seed);
        b_out[i] = b[i] + a[i];
        c[i] = a[i] + 5;
        c[16 + i] = b[i];
    }
    ref_write("a.bin", a, sizeof a);
    ref_write("b.bin", b, sizeof b);
    ref_write("a_out.bin.expected", a, sizeof a);
    ref_write("b_out.bin.expected", b_out, sizeof b_out);
    ref_write("c.bin.expected", c, sizeof c);
    return 0;
}
