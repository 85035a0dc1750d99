/* spec-2-4-globals: M = {m1(0,0), m1(0,2), m1(2,0), m1(2,2)} * sum(m1)
 * with m1 = in + 0.5; G = 0 + 7 everywhere.  The inputs are quarters, so
 * every sum is exact in float whatever the order of the additions. */
#include "ref.h"

int main(void)
{
    float in[16], out[4 + 32];
    uint32_t seed = 24;
    for (int i = 0; i < 16; i++)
        in[i] = (float)(ref_random(&seed) % 64) * 0.25f;
    float m1[16], sum = 0;
    for (int i = 0; i < 16; i++) {
        m1[i] = in[i] + 0.5f;
        sum += m1[i];
    }
    out[0] = m1[0] * sum;
    out[1] = m1[2] * sum;
    out[2] = m1[8] * sum;
    out[3] = m1[10] * sum;
    for (int i = 0; i < 32; i++)
        out[4 + i] = 7.0f;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
