#include "ref.h"

/* The lambdas' effects written out in order. */
int main(void)
{
    int32_t v[8] = {5, -2, 7, 11, 0, 3, 40, -9};
    int32_t out[24] = {0};
    int32_t sum = 0;
    for (int k = 0; k < 8; k++) {
        sum += v[k];
        out[8 + k] = v[k] * 3;
    }
    for (int i = 0; i < 3; i++)
        out[8 + i] += 100 * i;
    memcpy(out, v, sizeof v);
    out[0] = sum;
    out[1] = 1 + 3;
    out[2] = 3 + 1;
    out[3] = 3 + 1 + 2;
    out[4] = v[0] + 100;
    out[5] = 10 + v[6] + 1;
    out[16] = out[1] + 1;
    out[17] = v[7] * 2;
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
