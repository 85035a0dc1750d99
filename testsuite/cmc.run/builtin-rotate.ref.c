#include "ref.h"

static uint32_t rotate_left32(uint32_t x, unsigned n)
{
    n &= 31;
    return n == 0 ? x : (x << n) | (x >> (32 - n));
}

static uint16_t rotate_left16(uint16_t x, unsigned n)
{
    n &= 15;
    return n == 0 ? x : (uint16_t)((x << n) | (x >> (16 - n)));
}

int main(void)
{
    uint32_t in[8], out[32] = {0};
    uint32_t seed = 11;
    for (int i = 0; i < 8; i++)
        in[i] = ref_random(&seed);
    in[0] = 0x80000001u;
    unsigned count = 37;
    for (int i = 0; i < 8; i++) {
        out[i] = rotate_left32(in[i], 5);
        out[8 + i] = rotate_left32(in[i], 32 - ((in[i] & 63) & 31));
    }
    uint16_t halves[16];
    for (int i = 0; i < 8; i++) {
        halves[2 * i] = (uint16_t)(in[i] & 0xffff);
        halves[2 * i + 1] = (uint16_t)(in[i] >> 16);
    }
    for (int i = 0; i < 8; i++)
        out[16 + i] = (uint32_t)rotate_left16(halves[2 * i], count) |
                      (uint32_t)rotate_left16(halves[2 * i + 1], count) << 16;
    out[24] = rotate_left32(in[1], 32 - (count & 31));
    out[25] = in[2];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
