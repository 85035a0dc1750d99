#include "ref.h"

/* The kernel's choices written out in C: atomics add x twice and the lane
 * index, the enum parameter picks max, sub or add, and each mask is the
 * one comparison replicated as 1 or 0. */
static int combine(int op, int a, int b)
{
    return op == 5 ? (a > b ? a : b) : op == 1 ? a - b : a + b;
}

int main(void)
{
    int32_t x[8] = {4, 9, 1, 6, 6, -2, 30, -7};
    uint32_t counters[8];
    int32_t out[7][8];
    int chosen = x[0] > 0 ? 5 : 1;
    int greater = x[1] > 7 - x[2];
    for (int k = 0; k < 8; k++) {
        counters[k] = (uint32_t)x[k] * 2u + (uint32_t)k;
        out[0][k] = x[k];
        out[1][k] = x[k] * 2;
        out[2][k] = combine(chosen, x[k], 3) + combine(0, x[k], 1);
        out[3][k] = greater;
        out[4][k] = x[1] < 7 - x[2];
        out[5][k] = (x[3] == x[4]) + (x[0] != 0);
        out[6][k] = greater ? x[k] : 0;
    }
    ref_write("in.bin", x, sizeof x);
    ref_write("counters.bin.expected", counters, sizeof counters);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
