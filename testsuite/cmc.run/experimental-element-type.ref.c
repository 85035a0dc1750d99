#include "ref.h"

/* experimental-element-type.cpp's results: the ints kept at or above 10
 * (as floats), the floats (ints + 0.25) kept at or above -5, plus in
 * lanes 0 and 1 the int and the float sums, each summed in order in its
 * own type. */
int main(void)
{
    uint32_t seed = 23;
    int32_t in[8];
    for (int i = 0; i < 8; i++)
        in[i] = ref_random_int(&seed, -30, 30);
    ref_write("in.bin", in, sizeof in);
    float out[16];
    int32_t int_sum = 0;
    float float_sum = 0.0f;
    for (int i = 0; i < 8; i++) {
        float f = (float)in[i] + 0.25f;
        out[i] = in[i] >= 10 ? (float)in[i] : 0.0f;
        out[8 + i] = f >= -5.0f ? f : 0.0f;
        int_sum += in[i];
        float_sum += f;
    }
    out[8] += (float)int_sum;
    out[9] += float_sum;
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
