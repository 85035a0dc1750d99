#include "ref.h"

/* simd-cf-atomics.cpp, all channels stepping through the loop's passes
 * together as the kernel's do (the counters only add up, so the order of
 * the channels in one message does not matter; the atomic that returns
 * the old value has a counter per channel). */
static void expected(const int32_t *in, int width, const char *out_name,
                     const char *counts_name)
{
    int32_t out[128] = {0};
    uint32_t counts[32] = {0};
    int a[16], n[16], acc[16], g[16], done[16];
    uint32_t old[16];
    for (int i = 0; i < width; i++) {
        a[i] = in[i];
        n[i] = in[16 + i];
        acc[i] = 0;
        g[i] = 0;
        old[i] = 5;
        done[i] = 0;
    }
    /* All channels step together, as the kernel's passes do. */
    for (int active = width; active > 0;) {
        int inc[16] = {0}, brk[16] = {0};
        for (int i = 0; i < width; i++) {
            if (done[i])
                continue;
            n[i] -= 1;
            if (n[i] & 1) {
                inc[i] = 1;
                continue;
            }
            g[i] = in[32 + i];
            acc[i] += g[i] + n[i];
            if (acc[i] > a[i])
                brk[i] = 1;
        }
        for (int i = 0; i < width; i++)
            if (inc[i])
                counts[i & 3] += 1;
        for (int i = 0; i < width; i++)
            if (brk[i] && n[i] < 4) {
                old[i] = counts[16 + i];
                counts[16 + i] += (uint32_t)i + 1;
            }
        for (int i = 0; i < width; i++) {
            if (done[i])
                continue;
            if (brk[i]) {
                out[i] = acc[i];
                done[i] = 1;
            } else if (!inc[i]) {
                counts[(i & 3) + 4] += (uint32_t)n[i];
            }
        }
        active = 0;
        for (int i = 0; i < width; i++) {
            if (!done[i] && !(n[i] > 0))
                done[i] = 1;
            active += !done[i];
        }
    }
    for (int i = 0; i < width; i++) {
        out[32 + i] = acc[i];
        out[64 + i] = (int32_t)old[i];
    }
    ref_write(out_name, out, sizeof out);
    ref_write(counts_name, counts, sizeof counts);
}

int main(void)
{
    int32_t in[48];
    uint32_t seed = 23;
    for (int i = 0; i < 16; i++) {
        in[i] = ref_random_int(&seed, -10, 60);
        in[16 + i] = ref_random_int(&seed, -2, 15);
        in[32 + i] = ref_random_int(&seed, -5, 20);
    }
    ref_write("in.bin", in, sizeof in);
    expected(in, 8, "out8.bin.expected", "counts8.bin.expected");
    expected(in, 16, "out16.bin.expected", "counts16.bin.expected");
    return 0;
}
