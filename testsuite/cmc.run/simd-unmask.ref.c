/* Reference for simd-unmask.cpp: the same steps channel by channel, with
 * every channel taking part between cm_unmask_begin and cm_unmask_end. */
#include "ref.h"

static void unmask(const int32_t *a, int w, const char *name)
{
    int32_t out[256] = {0};
    int32_t *r = out, *u = out + 32, *scattered = out + 64, *v = out + 96;
    int32_t *steps = out + 128;
    uint32_t *saved = (uint32_t *)(out + 160);
    int32_t *sums = out + 168;
    uint32_t positive = 0, all = w == 32 ? 0xffffffffu : (1u << w) - 1;
    int32_t total = 0;
    for (int i = 0; i < w; i++) {
        total += a[i];
        if (a[i] > 0)
            positive |= 1u << i;
    }
    saved[0] = all;
    saved[1] = positive;
    saved[2] = all & ~positive;
    if (positive) {
        sums[0] = total;
        sums[1] = 0;
        for (int i = 0; i < w; i++) {
            u[i] = a[i] * 2;
            scattered[i] = a[i] + 100;
            if (a[i] > 0) {
                r[i] = 11;
                sums[1] += a[i];
            }
        }
    }
    if (all & ~positive)
        for (int i = 0; i < w; i++)
            v[i] = a[i] - 3 + (a[i] > 0 ? 0 : 1000);
    /* The loop: each pass every channel's steps count (active or not). */
    int32_t active[32];
    for (int i = 0; i < w; i++)
        active[i] = 1;
    for (;;) {
        int any = 0;
        for (int i = 0; i < w; i++)
            if (active[i])
                steps[i] += 1;
        for (int i = 0; i < w; i++)
            sums[2] += steps[i];
        for (int i = 0; i < w; i++) {
            if (active[i] && a[i] - steps[i] <= 0)
                active[i] = 0;
            any |= active[i];
        }
        if (!any)
            break;
    }
    ref_write(name, out, sizeof out * 0 + 1024);
}

int main(void)
{
    int32_t a[32];
    uint32_t state = 7;
    for (int i = 0; i < 32; i++)
        a[i] = ref_random_int(&state, -4, 6);
    a[0] = 5;
    a[1] = -2;
    ref_write("in.bin", a, sizeof a);
    unmask(a, 8, "out8.bin.expected");
    unmask(a, 16, "out16.bin.expected");
    unmask(a, 32, "out32.bin.expected");
    return 0;
}
