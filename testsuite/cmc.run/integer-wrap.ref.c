#include "ref.h"

int main(void)
{
    int32_t i[8] = {2147483647, -2147483647 - 1, 65536, -65536, 46341, 0, -1, 123456789};
    uint32_t u[8] = {0, 1, 4, 5, 6, 0xffffffffu, 0x80000000u, 12345};
    uint32_t out[24];
    for (int k = 0; k < 8; k++) {
        out[k] = (uint32_t)i[k] + 1u;
        out[8 + k] = u[k] - 5u;
        out[16 + k] = (uint32_t)i[k] * (uint32_t)i[k];
    }
    unsigned char in[64];
    memcpy(in, i, 32);
    memcpy(in + 32, u, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
