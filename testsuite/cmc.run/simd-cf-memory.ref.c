#include "ref.h"

/* simd-cf-memory.cpp, channel by channel: in holds a (dwords 0..31),
 * b (32..63) and the gathered data (64..127); out is 256 dwords. */
static void expected(const int32_t *in, int width, const char *name)
{
    int32_t out[256] = {0};
    for (int i = 0; i < width; i++) {
        int a = in[i], b = in[32 + i], r = 0, g = -7, steps = 0;
        int reversed = width - 1 - i;
        if (a > 0) {
            g = in[64 + reversed];
            r = g + 1;
            if (b > a) {
                out[i] = a + b;
                if ((a & 1) == 0) {
                    g = in[96 + i];
                    r += g * 3;
                    out[64 + i] = r;
                } else {
                    r -= 5;
                }
            } else {
                r = r * 2;
            }
        } else {
            out[32 + reversed] = a - 1;
        }
        do {
            b -= 1;
            steps += 1;
            if (b & 1)
                continue;
            g = in[64 + i];
            r += g;
            if (r > 2000) {
                out[96 + i] = steps;
                break;
            }
        } while (b > 0);
        out[128 + i] = r;
        out[192 + i] = g;
        out[224 + i] = steps;
    }
    ref_write(name, out, sizeof out);
}

int main(void)
{
    int32_t in[128];
    uint32_t seed = 17;
    for (int i = 0; i < 32; i++) {
        in[i] = ref_random_int(&seed, -20, 40);
        in[32 + i] = ref_random_int(&seed, -3, 50);
    }
    for (int i = 64; i < 128; i++)
        in[i] = ref_random_int(&seed, -100, 400);
    ref_write("in.bin", in, sizeof in);
    expected(in, 8, "out8.bin.expected");
    expected(in, 16, "out16.bin.expected");
    expected(in, 32, "out32.bin.expected");
    return 0;
}
