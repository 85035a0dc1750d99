#include "ref.h"

int main(void)
{
    int32_t i[8] = {100000, -100000, 2147483647, -2147483647, 3, -1, 65536, 7};
    int32_t j[8] = {100000, 100000, 2, 2147483647, -3, -1, 65536, 0};
    uint32_t u[8] = {1, 0xffffffffu, 0x80000000u, 5, 0, 123456789, 0xfffffffeu, 9};
    uint32_t w[8] = {2, 1, 0x80000000u, 7, 0, 987654321, 3, 9};
    uint32_t out[48];
    for (int k = 0; k < 8; k++) {
        int64_t product = (int64_t)i[k] * j[k];
        out[k] = (uint32_t)product;
        out[8 + k] = (uint32_t)((uint64_t)product >> 32);
        uint64_t sum = (uint64_t)u[k] + w[k];
        out[16 + k] = (uint32_t)sum;
        out[24 + k] = (uint32_t)(sum >> 32);
        out[32 + k] = u[k] - w[k];
        out[40 + k] = u[k] < w[k];
    }
    unsigned char in[128];
    memcpy(in, i, 32); memcpy(in + 32, j, 32);
    memcpy(in + 64, u, 32); memcpy(in + 96, w, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
