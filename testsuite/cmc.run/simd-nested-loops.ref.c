#include "ref.h"

static void expected(const int32_t *in, int width, const char *name)
{
    int32_t out[64] = {0};
    for (int i = 0; i < width; i++) {
        int a = in[i], b = in[32 + i], acc = 0, rounds = 0, inner;
        do {
            rounds += 1;
            inner = b;
            do {
                inner -= 1;
                if (inner & 1)
                    continue;
                if (inner > a) {
                    acc += inner;
                } else {
                    if (a < 0)
                        break;
                    acc -= 1;
                }
            } while (inner > 0);
            a -= 3;
            if (acc > 100)
                break;
        } while (a > -5);
        out[i] = acc;
        out[32 + i] = rounds;
    }
    ref_write(name, out, sizeof out);
}

int main(void)
{
    int32_t in[64];
    uint32_t seed = 41;
    for (int i = 0; i < 32; i++) {
        in[i] = ref_random_int(&seed, -10, 20);
        in[32 + i] = ref_random_int(&seed, 0, 12);
    }
    ref_write("in.bin", in, sizeof in);
    expected(in, 8, "out8.bin.expected");
    expected(in, 16, "out16.bin.expected");
    expected(in, 32, "out32.bin.expected");
    return 0;
}
