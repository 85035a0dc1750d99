#include "ref.h"

int main(void)
{
    float f[8] = {1, 2, 3, 4, -1, 0.5f, 2, -3};
    float g[8] = {2, -1, 0.25f, 8, 4, 4, -2, 1};
    float out[32];
    for (int group = 0; group < 2; group++) {
        const float *a = f + 4 * group, *b = g + 4 * group;
        float dp4 = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
        float dp3 = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
        float dp2 = a[0] * b[0] + a[1] * b[1];
        float dph = a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + b[3];
        for (int k = 0; k < 4; k++) {
            out[4 * group + k] = dp4;
            out[8 + 4 * group + k] = dp3;
            out[16 + 4 * group + k] = dp2;
            out[24 + 4 * group + k] = dph;
        }
    }
    unsigned char in[64];
    memcpy(in, f, 32);
    memcpy(in + 32, g, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
