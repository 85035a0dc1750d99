#include "ref.h"

int main(void)
{
    int32_t coeffs[8] = {1, -2, 3, -4, 5, -6, 7, -8};
    float bias[4] = {10, 20, 30, 40};
    float in[8], out[8];
    for (int i = 0; i < 8; i++) {
        in[i] = 1.25f * (float)(i + 1);
        out[i] = in[i] * (float)coeffs[i] * 0.5f;
        if (i < 4)
            out[i] += bias[i];
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
