/* Reference for simd-cf-after-blocks.cpp: each channel runs the blocks
 * on its own, as scalar code. */
#include "ref.h"

enum { W = 16, N = 5 };

static int32_t channel(int32_t cond)
{
    int32_t r = 0;
    for (int i = 0; i < N; i++)
        if (cond > i)
            r += 1;
    for (int i = 0; i < N; i++) {
        int32_t count = 0;
        do {
            count += 1;
            r += cond;
        } while (count < cond + i);
    }
    if (N > 3 && cond > 2)
        r -= 100;
    int32_t count = 0;
    do {
        count += 1;
        if (count > 3)
            break;
        r += cond * 1000;
    } while (count < cond);
    return r;
}

int main(void)
{
    int32_t in[W], out[W];
    uint32_t seed = 23;
    for (int i = 0; i < W; i++) {
        in[i] = ref_random_int(&seed, -6, 9);
        out[i] = channel(in[i]);
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
