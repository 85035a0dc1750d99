/* Reference for vector-reductions.cpp: the sum, product (wrapping, as
 * 32-bit unsigned arithmetic), and, or and xor of 3 * v[i] over the
 * elements that are not negative. */
#include "ref.h"

int main(void)
{
    int32_t in[16];
    uint32_t seed = 61;
    for (int i = 0; i < 16; i++)
        in[i] = ref_random_int(&seed, -100000, 100000);
    in[3] = 0x4000001; /* 3 * it wraps the product's high bits */
    uint32_t sum = 0, product = 1, all = 0xffffffffu, any = 0, parity = 0;
    for (int i = 0; i < 16; i++) {
        int32_t x = in[i] * 3;
        if (x < 0)
            continue;
        sum += (uint32_t)x;
        product *= (uint32_t)x;
        all &= (uint32_t)x;
        any |= (uint32_t)x;
        parity ^= (uint32_t)x;
    }
    uint32_t out[8] = {sum, product, all, any, parity, 0, 0, 0};
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
