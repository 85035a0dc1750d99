/* sum = sum over i < n of block i times (i + 1), 64 ints per block, from
 * 7; for n = 0 (out0.bin) and n = 3 (out3.bin). */
#include "ref.h"

enum { ELEMENTS = 64, BLOCKS = 3 };

static void sum_blocks(const int32_t *in, int n, int32_t *sum)
{
    for (int e = 0; e < ELEMENTS; e++) {
        uint32_t total = 7;
        for (int i = 0; i < n; i++)
            total += (uint32_t)in[i * ELEMENTS + e] * (uint32_t)(i + 1);
        sum[e] = (int32_t)total;
    }
}

int main(void)
{
    uint32_t seed = 5;
    int32_t in[BLOCKS * ELEMENTS];
    for (int i = 0; i < BLOCKS * ELEMENTS; i++)
        in[i] = ref_random_int(&seed, -1000000, 1000000);
    int32_t none[ELEMENTS], three[ELEMENTS];
    sum_blocks(in, 0, none);
    sum_blocks(in, BLOCKS, three);
    ref_write("in.bin", in, sizeof in);
    ref_write("out0.bin.expected", none, sizeof none);
    ref_write("out3.bin.expected", three, sizeof three);
    return 0;
}
