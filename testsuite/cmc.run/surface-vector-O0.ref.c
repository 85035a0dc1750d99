#include "ref.h"

/* 4 input surfaces of 24 ints; thread t writes 16 ints at t * 32:
 * in[t][0..7] + 2 * in[which][8..15] + 3 * in[2][16..23], then
 * in[3 - t][7 - i].  pair[which & 1] gets the sum of t + 1 over the
 * threads (10) in each of its 8 counters, the other pair surface 4. */
int main(void)
{
    enum { WHICH = 1 };
    int in[4][24], out[4][32] = {{0}};
    uint32_t p[2][8];
    uint32_t seed = 2024;
    for (int s = 0; s < 4; s++)
        for (int i = 0; i < 24; i++)
            in[s][i] = (int)(ref_random(&seed) % 2001) - 1000;
    for (int t = 0; t < 4; t++)
        for (int i = 0; i < 8; i++) {
            out[t][i] = in[t][i] + 2 * in[WHICH][8 + i] + 3 * in[2][16 + i];
            out[t][8 + i] = in[3 - t][7 - i];
        }
    for (int i = 0; i < 8; i++) {
        p[WHICH & 1][i] = 1 + 2 + 3 + 4;
        p[1 - (WHICH & 1)][i] = 4;
    }
    ref_write("in0.bin", in[0], sizeof in[0]);
    ref_write("in1.bin", in[1], sizeof in[1]);
    ref_write("in2.bin", in[2], sizeof in[2]);
    ref_write("in3.bin", in[3], sizeof in[3]);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("p0.bin.expected", p[0], sizeof p[0]);
    ref_write("p1.bin.expected", p[1], sizeof p[1]);
    return 0;
}
