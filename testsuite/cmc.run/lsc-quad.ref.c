#include "ref.h"

int main(void)
{
    int32_t in[64], out[512] = {0}, flat[128] = {0};
    uint32_t seed = 3;
    for (int i = 0; i < 64; i++)
        in[i] = (int32_t)(ref_random(&seed) % 100000) - 50000;
    for (int n = 0; n < 16; n++) {
        const int32_t *q = in + 4 * n; /* x, y, z, w of channel n */
        /* loaded x, z, w (ABR) are stored as x, y, z (BGR) */
        out[4 * n] = q[0] + 1;
        out[4 * n + 1] = q[2] + 1;
        out[4 * n + 2] = q[3] + 1;
        out[64 + n] = q[1];             /* G: y */
        if (n < 12) {
            flat[4 * n] = q[1] * 2;      /* loaded y, z stored as x, y */
            flat[4 * n + 1] = q[2] * 2;
        }
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("flat.bin.expected", flat, sizeof flat);
    return 0;
}
