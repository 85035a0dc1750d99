#include "ref.h"

int main(void)
{
    uint32_t seed = 97531;
    int32_t v[16], a[16], b[16], c[16], steps[16];
    uint16_t bits[16];
    for (int i = 0; i < 16; i++)
        v[i] = ref_random_int(&seed, -100, 100);
    v[0] = 0;
    v[1] = 51;
    for (int i = 0; i < 16; i++) {
        a[i] = 0;
        b[i] = v[i];
        c[i] = -1;
        bits[i] = 0;
        if (v[i] > 0) {
            a[i] = v[i] * v[i] + 3;
            /* the half of a small integer, as IEEE binary16 bits */
            float f = (float)v[i];
            uint32_t fb;
            memcpy(&fb, &f, sizeof fb);
            int exponent = (int)((fb >> 23) & 0xff) - 127 + 15;
            bits[i] = (uint16_t)((fb >> 16 & 0x8000) | (uint32_t)exponent << 10 |
                                 (fb >> 13 & 0x3ff));
            if (v[i] > 50) {
                int sq = v[i] * v[i];
                b[i] = sq > 5000 ? 5000 : sq < 100 ? 100 : sq;
            } else {
                c[i] = v[i] + 1000;
            }
        }
        int n = v[i] & 7, s = 0;
        do {
            s = (s * s + 1) & 0xff;
            n -= 1;
        } while (n > 0);
        steps[i] = s;
    }
    int32_t out[64];
    memcpy(out, a, sizeof a);
    memcpy(out + 16, b, sizeof b);
    memcpy(out + 32, c, sizeof c);
    memcpy(out + 48, bits, sizeof bits);
    memcpy(out + 56, steps, 8 * sizeof(int32_t));
    ref_write("ints.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
