#include "ref.h"

static uint32_t rotate_left(uint32_t x, unsigned n)
{
    n &= 31;
    return n == 0 ? x : (x << n) | (x >> (32 - n));
}

int main(void)
{
    uint32_t in[8], out[24];
    uint32_t seed = 23;
    for (int i = 0; i < 8; i++)
        in[i] = ref_random(&seed);
    in[0] = 0x80000001u;
    in[1] = 32; /* a right rotate by 32 keeps the value */
    for (int i = 0; i < 8; i++) {
        out[i] = rotate_left(in[i], 5);
        out[8 + i] = rotate_left(in[i], 32 - (in[i] & 31));
        out[16 + i] = rotate_left(in[i], 37);
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
