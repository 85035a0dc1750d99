#include "ref.h"

/* traits-std.cpp's results: sums in int, unsigned halving by a shift
 * (rounding down), signed halving by C's division (towards zero). */
int main(void)
{
    uint32_t seed = 17;
    uint8_t bytes[32];
    int32_t ints[8];
    for (int i = 0; i < 32; i++)
        bytes[i] = (uint8_t)ref_random_int(&seed, 0, 255);
    for (int i = 0; i < 8; i++)
        ints[i] = ref_random_int(&seed, -1000, 1000);
    uint8_t in[64];
    memcpy(in, bytes, 32);
    memcpy(in + 32, ints, 32);
    ref_write("in.bin", in, sizeof in);

    int32_t sums[8] = {0};
    for (int i = 0; i < 32; i++)
        sums[0] += bytes[i];
    for (int i = 0; i < 8; i++)
        sums[1] += ints[i];
    sums[2] = ints[2] + ints[3];
    sums[3] = 2 * ints[0];
    uint8_t halved_bytes[32];
    int32_t halved_ints[8];
    uint32_t halved_uints[8];
    for (int i = 0; i < 32; i++)
        halved_bytes[i] = (uint8_t)(bytes[i] >> 1);
    for (int i = 0; i < 8; i++) {
        halved_ints[i] = ints[i] / 2;
        halved_uints[i] = (uint32_t)ints[i] >> 1;
    }
    uint8_t out[160] = {0};
    memcpy(out, sums, 32);
    memcpy(out + 32, halved_bytes, 32);
    memcpy(out + 64, halved_ints, 32);
    memcpy(out + 96, halved_uints, 32);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
