#include "ref.h"

static long long clamp(long long x, long long low, long long high)
{
    return x < low ? low : x > high ? high : x;
}

int main(void)
{
    int32_t a[8] = {100, 200, -50, 3000, 7, -300, 128, 0};
    int32_t b[8] = {100, 100, 20, -2999, 8, 1000, 127, -1};
    float f[8] = {1.5f, -3.7f, 255.9f, 300.0f, -0.2f, 17.2f, 254.5f, 0.0f};
    unsigned char out[64] = {0};
    for (int i = 0; i < 8; i++) {
        out[i] = (unsigned char)clamp((long long)a[i] + b[i], 0, 255);
        /* |f| truncated toward zero, then clamped */
        out[8 + i] = (unsigned char)clamp((long long)fabsf(f[i]), 0, 255);
        int32_t p = (int32_t)clamp((long long)a[i] * b[i], -32768, 32767);
        memcpy(out + 32 + 4 * i, &p, 4);
    }
    unsigned char in[96];
    memcpy(in, a, 32); memcpy(in + 32, b, 32); memcpy(in + 64, f, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
