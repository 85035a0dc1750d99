#include "ref.h"

int main(void)
{
    float f[8] = {3.0f, -2.0f, 5.0f, 1.0f, -4.0f, 2.0f, 6.0f, -1.0f};
    int32_t i[8] = {7, -3, 12, 0, 5, -9, 4, 2};
    float sum = 0, product = 1, low = f[0], high = f[0];
    int32_t isum = 0, ilow = i[0], ihigh = i[0], iproduct = 1;
    for (int k = 0; k < 8; k++) {
        sum += f[k];
        product *= f[k];
        low = f[k] < low ? f[k] : low;
        high = f[k] > high ? f[k] : high;
        isum += i[k];
        ilow = i[k] < ilow ? i[k] : ilow;
        ihigh = i[k] > ihigh ? i[k] : ihigh;
        iproduct *= i[k];
    }
    float out[8] = {sum, product, low, high, (float)isum, (float)ilow,
                    (float)ihigh, (float)iproduct};
    unsigned char in[64];
    memcpy(in, f, 32);
    memcpy(in + 32, i, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
