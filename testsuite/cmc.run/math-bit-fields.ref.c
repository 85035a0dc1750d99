#include "ref.h"

int main(void)
{
    uint32_t u[8], d[8], out[40];
    int32_t s[8];
    uint32_t seed = 99;
    for (int i = 0; i < 8; i++) {
        u[i] = ref_random(&seed) * 977u;
        d[i] = ref_random(&seed) * 131u;
        s[i] = (int32_t)(ref_random(&seed) * 3u) - (1 << 24);
    }
    s[0] = -1;
    s[1] = -100;
    for (int i = 0; i < 8; i++) {
        uint32_t mask = ((1u << 5) - 1) << 7;
        out[i] = ((u[i] << 7) & mask) | (d[i] & ~mask);
        out[8 + i] = (u[i] >> 9) & ((1u << 6) - 1);
        out[16 + i] = (uint32_t)s[i] << 3;
        /* arithmetic shift: floor division by 4 */
        out[24 + i] = (uint32_t)(s[i] >= 0 ? s[i] / 4 : -((-s[i] + 3) / 4));
        out[32 + i] = u[i] >> 5;
    }
    unsigned char in[96];
    memcpy(in, u, 32); memcpy(in + 32, d, 32); memcpy(in + 64, s, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
