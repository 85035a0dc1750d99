#include "ref.h"

/* An oword block read of 8 dwords at byte offset o reads dwords o / 4 ...
 * o / 4 + 7, whatever the attribute. */
int main(void)
{
    int32_t in[32], out[32];
    uint32_t seed = 816;
    for (int i = 0; i < 32; i++)
        in[i] = ref_random_int(&seed, -1000000, 1000000);
    for (int i = 0; i < 8; i++) {
        out[i] = in[32 / 4 + i];
        out[8 + i] = in[4 / 4 + i];
        out[16 + i] = in[8 / 4 + i];
        out[24 + i] = in[80 / 4 + i];
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
