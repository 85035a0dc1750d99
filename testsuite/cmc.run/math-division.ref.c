#include "ref.h"

int main(void)
{
    int32_t i[8] = {17, -17, 17, -17, 1000000, 0, 7, -2147483647};
    int32_t j[8] = {5, 5, -5, -5, 333, 9, 7, 2};
    uint32_t u[8] = {0, 9, 10, 11, 12345, 4294967295u, 99, 100};
    int32_t out[32];
    for (int k = 0; k < 8; k++) {
        out[k] = i[k] / j[k];
        out[8 + k] = i[k] % j[k];
        out[16 + k] = i[k] / 3;
        out[24 + k] = (int32_t)(u[k] % 10u);
    }
    unsigned char in[96];
    memcpy(in, i, 32); memcpy(in + 32, j, 32); memcpy(in + 64, u, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
