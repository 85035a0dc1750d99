#include "ref.h"

/* SLM as an array of dwords; a channel mask as the bits x=1, y=2, z=4,
 * w=8 of the channels it enables, read in the order x, y, z, w. */
int main(void)
{
    uint32_t in[64], slm[256] = {0}, out[288];
    uint32_t seed = 18;
    for (int i = 0; i < 64; i++)
        in[i] = ref_random(&seed);
    memcpy(slm, in, sizeof in);
    int at = 0;
    for (int mask = 1; mask < 16; mask++)
        for (int c = 0; c < 4; c++)
            if (mask & 1 << c)
                for (int i = 0; i < 8; i++)
                    out[at++] = slm[(16 + (7 - i) * 32) / 4 + c];
    for (int i = 0; i < 8; i++) {
        uint32_t *quad = &slm[128 + 4 * i];
        quad[1] = in[i] + 1000;      /* y: channel 0 of the data */
        quad[3] = in[8 + i] + 1000;  /* w: channel 1 */
        quad[2] = in[32 + i] + 2000; /* z */
    }
    memcpy(&out[256], &slm[128], 32 * 4);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
