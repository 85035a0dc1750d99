/* Reference for spirv-native-math.cpp: the functions in double
 * precision, rounded to float. */
#include "ref.h"

int main(void)
{
    float v[8] = {0.25f, 0.5f, 1.0f, 1.5f, 2.0f, 3.0f, 4.75f, 10.0f};
    float out[96] = {0};
    for (int i = 0; i < 8; i++) {
        double x = v[i];
        out[i] = (float)(1.0 / x);
        out[8 + i] = (float)sqrt(x);
        out[16 + i] = (float)(1.0 / sqrt(x));
        out[24 + i] = (float)log2(x);
        out[32 + i] = (float)exp2(x);
        out[40 + i] = (float)pow(x, 2.5);
        out[48 + i] = (float)sin(x);
        out[56 + i] = (float)cos(x);
        out[72 + i] = v[i];
    }
    out[64] = (float)sqrt(10.0);
    out[65] = 2.0f;
    out[66] = (float)exp2(1.5);
    out[67] = (float)log2(4.75);
    out[68] = (float)sin(1.0);
    out[69] = (float)cos(3.0);
    out[70] = (float)(1.0 / sqrt(2.0));
    out[71] = (float)pow(2.0, 1.5);
    out[80] = 2.0f;
    out[81] = 0.25f;
    out[82] = 16.0f;
    out[83] = 2.0f;
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
