#include "ref.h"

/* simd-cf-message-results.cpp, one channel at a time: no message writes
 * memory another channel reads, and each channel runs its own SIMD loop
 * passes, so a channel's results depend on nothing but its own path. */

#define IN_INTS 224

static void gathers(const int32_t *in, int width, const char *name)
{
    int32_t out[256] = {0};
    for (int i = 0; i < width; i++) {
        int32_t a = in[i], g = -3, base = a * 3, v = base, steps = 0;
        uint32_t idx = (uint32_t)i + 32;
        float half = 0.5f;
        uint32_t f;
        memcpy(&f, &half, sizeof f);
        if (a > 0) {
            g = in[32 + i];
            if ((a & 1) == 0)
                v = in[64 + i];
            else
                f = (uint32_t)in[96 + i];
        }
        do {
            idx = (uint32_t)in[128 + idx];
            steps += 1;
            if (idx & 2)
                g = in[192 + i];
        } while (idx != 0);
        out[i] = g;
        out[32 + i] = v;
        out[64 + i] = base;
        out[96 + i] = (int32_t)f;
        out[128 + i] = (int32_t)idx;
        out[160 + i] = steps;
    }
    ref_write(name, out, sizeof out);
}

static void atomics(const int32_t *in, int width, const char *counts_name,
                    const char *out_name)
{
    uint32_t counts[64] = {0}, out[64] = {0};
    for (int i = 0; i < width; i++) {
        uint32_t a = (uint32_t)in[i], old = 7, ret = 1, got = 9;
        uint32_t n = (a & 3) + 1;
        if (a & 1) {
            old = counts[i];
            counts[i] += (uint32_t)i + 1;
        }
        do {
            n -= 1;
            if (n & 1) {
                uint32_t before = counts[16 + i];
                counts[16 + i] += ret;
                ret = before;
            } else {
                got = counts[32 + i];
                counts[32 + i] += 1;
            }
        } while (n > 0);
        out[i] = old;
        out[16 + i] = ret;
        out[32 + i] = got;
    }
    ref_write(counts_name, counts, sizeof counts);
    ref_write(out_name, out, sizeof out);
}

static void operands(const int32_t *in, int width, const char *counts_name,
                     const char *out_name)
{
    uint32_t counts[64] = {0}, out[128] = {0};
    for (int i = 0; i < width; i++) {
        uint32_t a = (uint32_t)in[i], kept = 3, data = 0;
        uint32_t n = (a & 3) + 1;
        do {
            n -= 1;
            kept = (uint32_t)i * 2 + n;
            if (n & 1) {
                data = a + n;
                out[i] = data;
                counts[16 + i] += n * 3 + (uint32_t)i;
            }
            counts[i] += n + (uint32_t)i;
            out[32 + i] = kept;
        } while (n > 0);
        out[64 + i] = kept;
        out[96 + i] = data;
    }
    ref_write(counts_name, counts, sizeof counts);
    ref_write(out_name, out, sizeof out);
}

int main(void)
{
    int32_t in[IN_INTS];
    uint32_t seed = 41;
    for (int i = 0; i < 32; i++) {
        in[i] = ref_random_int(&seed, -20, 20);
        in[32 + i] = ref_random_int(&seed, -1000, 1000);
        in[64 + i] = ref_random_int(&seed, -1000, 1000);
        float x = (float)ref_random_int(&seed, -64, 64) * 0.25f;
        memcpy(&in[96 + i], &x, sizeof x);
        in[192 + i] = ref_random_int(&seed, -1000, 1000);
    }
    /* A chain from each start 32..63 down to 0, halving. */
    for (int j = 0; j < 64; j++)
        in[128 + j] = j / 2;
    ref_write("in.bin", in, sizeof in);
    gathers(in, 8, "g8.bin.expected");
    gathers(in, 16, "g16.bin.expected");
    gathers(in, 32, "g32.bin.expected");
    atomics(in, 8, "c8.bin.expected", "a8.bin.expected");
    atomics(in, 16, "c16.bin.expected", "a16.bin.expected");
    operands(in, 8, "oc8.bin.expected", "o8.bin.expected");
    operands(in, 16, "oc16.bin.expected", "o16.bin.expected");
    return 0;
}
