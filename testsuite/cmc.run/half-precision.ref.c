#include "ref.h"

int main(void)
{
    float f[16] = {1.0f, 0.1f, -2.5f, 65504.0f, 70000.0f, 1.0f / 3.0f,
                   0.000061035156f, 1e-6f, -0.0004f, 2049.0f, 2051.0f,
                   -1000.25f, 3.14159f, 65519.0f, 65520.0f, 0.5f};
    float out[16];
    for (int i = 0; i < 16; i++)
        out[i] = (float)ref_half_value(ref_half_bits(f[i]));
    ref_write("in.bin", f, sizeof f);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
