/* spec-3-2-8-comparison-masks: small random ints (so that equal pairs
 * occur) compared in C. */
#include "ref.h"

int main(void)
{
    int32_t in[64 + 64 + 4];
    unsigned short mask[64];
    int32_t vmask[4];
    uint32_t seed = 328;
    for (int i = 0; i < 132; i++)
        in[i] = (int32_t)(ref_random(&seed) % 7) - 3;
    for (int i = 0; i < 64; i++)
        mask[i] = in[i] >= in[64 + i];
    for (int i = 0; i < 4; i++)
        vmask[i] = in[128 + i] != 0;
    unsigned char out[144];
    memcpy(out, mask, 128);
    memcpy(out + 128, vmask, 16);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
