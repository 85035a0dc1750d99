/* spec-3-4-2-simd-control-flow: each channel on its own, in C. */
#include "ref.h"

int main(void)
{
    int32_t cond[16], v[32], out[32];
    uint32_t seed = 342;
    for (int i = 0; i < 16; i++)
        cond[i] = (int32_t)(ref_random(&seed) % 21) - 10;
    for (int i = 0; i < 32; i++)
        v[i] = (int32_t)(ref_random(&seed) % 1000);
    int offset = 4 + 3 * 4;
    for (int i = 0; i < 16; i++)
        out[i] = cond[i] > 0 ? 1 : cond[i] < -5 ? v[offset + i] : -1;
    for (int i = 0; i < 16; i++) {
        int step = (v[i] & 7) + 1, total = 0, count = 0;
        do {
            total += step;
            if (100 - total < 0)
                break;
            count += 1;
        } while (count < 32);
        out[16 + i] = count;
    }
    unsigned char in[192];
    memcpy(in, cond, 64);
    memcpy(in + 64, v, 128);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
