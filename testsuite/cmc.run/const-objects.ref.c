#include "ref.h"

int main(void)
{
    int32_t v[16], m[16], a[8], b[4], c[4], out[32] = {0};
    int16_t halves[8];
    uint32_t seed = 23;
    for (int i = 0; i < 16; i++) {
        v[i] = ref_random_int(&seed, -3000, 3000);
        m[i] = v[i] * 3;
    }
    /* replicate<2, 4, 4, 0>(4): two rows of 4, vstride 4, hstride 0. */
    for (int i = 0; i < 8; i++)
        a[i] = v[2 * i] + v[4 + (i / 4) * 4];
    int idx[4] = {0, 5, 10, 15};
    int any = 0, all = 1;
    for (int i = 0; i < 16; i++) {
        any |= v[i] != 0;
        all &= v[i] > -100000;
    }
    for (int i = 0; i < 4; i++) {
        int corner = m[(2 + i / 2) * 4 + 2 + i % 2] + m[3] + m[6];
        b[i] = v[idx[i]] + m[4 + i] + m[i * 4 + 2] + corner;
    }
    b[0] += v[0] + v[15] + v[8] + any + all;
    /* v as 32 shorts (little endian): elements 8..15 are v[4..7]. */
    for (int i = 0; i < 8; i++)
        halves[i] = (int16_t)(i % 2 ? (uint32_t)v[4 + i / 2] >> 16
                                    : (uint32_t)v[4 + i / 2] & 0xffff);
    /* m as 2x8: row 1 is m[8..15]; select<4, 2>(1): m[9], m[11] ... */
    for (int i = 0; i < 4; i++)
        c[i] = m[8 + 1 + 2 * i];
    memcpy(out, a, sizeof a);
    memcpy(out + 8, b, sizeof b);
    memcpy(out + 12, c, sizeof c);
    memcpy(out + 16, halves, sizeof halves);
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
