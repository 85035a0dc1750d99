#include "ref.h"

int main(void)
{
    uint32_t u[8] = {0, 1, 0x80000000u, 0xffffffffu, 0x00f0f000u, 12345,
                     0x10000u, 0x7fffffffu};
    uint32_t out[40];
    for (int i = 0; i < 8; i++) {
        uint32_t x = u[i];
        int zeros = 0, ones = 0, low = -1, high = -1;
        for (int bit = 31; bit >= 0 && !(x >> bit & 1); bit--)
            zeros++;
        for (int bit = 0; bit < 32; bit++)
            ones += x >> bit & 1;
        for (int bit = 0; bit < 32 && low < 0; bit++)
            if (x >> bit & 1)
                low = bit;
        for (int bit = 31; bit >= 0 && high < 0; bit--)
            if (x >> bit & 1)
                high = 31 - bit;
        uint32_t reversed = 0;
        for (int bit = 0; bit < 32; bit++)
            if (x >> bit & 1)
                reversed |= 1u << (31 - bit);
        out[i] = (uint32_t)zeros;
        out[8 + i] = (uint32_t)ones;
        out[16 + i] = (uint32_t)low;  /* -1: 0xffffffff */
        out[24 + i] = (uint32_t)high;
        out[32 + i] = reversed;
    }
    ref_write("in.bin", u, sizeof u);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
