#include "ref.h"

static uint64_t rotate_left64(uint64_t x, unsigned n)
{
    n &= 63;
    return n == 0 ? x : (x << n) | (x >> (64 - n));
}

int main(void)
{
    uint64_t in[8], out[32] = {0};
    uint32_t seed = 23;
    for (int i = 0; i < 8; i++)
        in[i] = (uint64_t)ref_random(&seed) << 32 | ref_random(&seed);
    in[0] = 0x8000000000000001ull;
    unsigned count = 69;
    for (int i = 0; i < 8; i++) {
        out[i] = rotate_left64(in[i], 5);
        out[8 + i] = rotate_left64(in[i], 64 - ((in[i] & 127) & 63));
        out[16 + i] = rotate_left64(in[i], count);
    }
    out[24] = rotate_left64(in[1], 64 - (count & 63));
    out[25] = in[2];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
