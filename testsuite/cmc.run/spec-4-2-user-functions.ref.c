/* spec-4-2-user-functions: inputs are quarters, so the sums are exact in
 * any order. */
#include "ref.h"

static void corners(const float *v, float f, float *out)
{
    float m1[16], s = 0;
    for (int i = 0; i < 16; i++) {
        m1[i] = v[i] + f;
        s += m1[i] + 1.0f;
    }
    out[0] = m1[0] * s;
    out[1] = m1[2] * s;
    out[2] = m1[8] * s;
    out[3] = m1[10] * s;
}

int main(void)
{
    float in[16], out[8];
    uint32_t seed = 42;
    for (int i = 0; i < 16; i++)
        in[i] = (float)(ref_random(&seed) % 80) * 0.25f;
    corners(in, 0.5f, out);
    corners(in, 1.0f, out + 4);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
