/* Reference for examples/reduction.cpp: sums of 3 blocks of 512 ints. */
#include "ref.h"

enum { GROUPS = 3, PER_GROUP = 8 * 64 };

int main(void)
{
    static int32_t in[GROUPS * PER_GROUP];
    int32_t sums[GROUPS] = {0};
    uint32_t seed = 99;
    for (int i = 0; i < GROUPS * PER_GROUP; i++) {
        in[i] = ref_random_int(&seed, -100000, 100000);
        sums[i / PER_GROUP] += in[i];
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("sums.bin.expected", sums, sizeof sums);
    return 0;
}
