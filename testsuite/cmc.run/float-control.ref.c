#include <fenv.h>

#include "ref.h"

/* The kernel's operations in C, in the host's rounding MODE: volatile
 * operands, so that each operation is done at run time in that mode. */
static void compute(int mode, const float *a, const float *b,
                    const int32_t *i, const char *path)
{
    float out[4][8];
    fesetround(mode);
    for (int k = 0; k < 8; k++) {
        volatile float x = a[k], y = b[k];
        volatile int32_t n = i[k];
        volatile float sum = x + y, product = x * y, difference = x - y;
        volatile float converted = (float)n;
        out[0][k] = sum;
        out[1][k] = product;
        out[2][k] = difference;
        out[3][k] = converted;
    }
    fesetround(FE_TONEAREST);
    ref_write(path, out, sizeof out);
}

int main(void)
{
    float a[8] = {1.0f, -1.0f, 3.1415927f, -2.7182817f,
                  16777216.0f, -0.1f, 1234.5678f, 1e-3f};
    float b[8] = {1e-8f, -1e-8f, 1.4142135f, 0.57721566f,
                  1.0f, 0.3f, -8765.4321f, 3e-7f};
    int32_t i[8] = {16777217, 16777219, -16777219, 2147483647,
                    -2147483647, 33554435, 123456789, -987654321};
    unsigned char in[96];
    memcpy(in, a, 32);
    memcpy(in + 32, b, 32);
    memcpy(in + 64, i, 32);
    ref_write("in.bin", in, sizeof in);
    compute(FE_TONEAREST, a, b, i, "default.bin.expected");
    compute(FE_TONEAREST, a, b, i, "even.bin.expected");
    compute(FE_UPWARD, a, b, i, "up.bin.expected");
    compute(FE_DOWNWARD, a, b, i, "down.bin.expected");
    compute(FE_TOWARDZERO, a, b, i, "zero.bin.expected");
    return 0;
}
