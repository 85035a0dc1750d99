#include "ref.h"

/* Round half to even, written out rather than taken from the host's
 * rounding mode. */
static float half_even(float x)
{
    float low = floorf(x), fraction = x - low;
    if (fraction > 0.5f)
        return low + 1.0f;
    if (fraction < 0.5f)
        return low;
    return fmodf(low, 2.0f) == 0.0f ? low : low + 1.0f;
}

int main(void)
{
    float v[8] = {2.5f, -2.5f, 3.5f, -0.75f, 1.25f, -7.0f, 0.5f, 5.75f};
    float out[40];
    for (int i = 0; i < 8; i++) {
        out[i] = floorf(v[i]);
        out[8 + i] = ceilf(v[i]);
        out[16 + i] = half_even(v[i]);
        out[24 + i] = truncf(v[i]);
        out[32 + i] = v[i] - floorf(v[i]);
    }
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
