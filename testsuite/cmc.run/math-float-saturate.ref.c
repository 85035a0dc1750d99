#include "ref.h"

static float clamp01(float x)
{
    return x < 0.0f ? 0.0f : x > 1.0f ? 1.0f : x;
}

int main(void)
{
    float a[8] = {-2.0f, -0.5f, 0.0f, 0.25f, 0.5f, 1.0f, -3.0f, 2.0f};
    float b[8] = {0.5f, 0.25f, 0.75f, 0.5f, 0.75f, -0.5f, 4.0f, 0.125f};
    float out[24];
    for (int i = 0; i < 8; i++) {
        out[i] = clamp01(a[i] + b[i]);
        out[8 + i] = clamp01(a[i] * b[i]);
        out[16 + i] = clamp01((float)exp2(a[i]));
    }
    unsigned char in[64];
    memcpy(in, a, 32);
    memcpy(in + 32, b, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
