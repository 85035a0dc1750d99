/* divide-routines.cpp's divisions in C (/ and % truncate toward zero),
 * for its two argument sets; sums and products wrap as in the kernel. */
#include <string.h>

#include "ref.h"

static void run(const int32_t *a, const int32_t *b, int32_t low, int32_t d,
                const char *path)
{
    int32_t out[192];
    memset(out, 0, sizeof out);
    for (int i = 0; i < 16; i++) {
        int32_t x = a[i], y = b[i], r;
        if (x > low) {
            r = x / y;
            if (y > 0) {
                r = ref_wrap_add(r, x % y);
                if (x > 1000)
                    r = ref_wrap_add(r / y, x % (y + 1));
                else
                    r = ref_wrap_add(r % y, -(x / (y + 2)));
            } else {
                r = ref_wrap_add(r, -(x % y));
            }
        } else {
            r = ref_wrap_add(x, 3) / y;
        }
        out[i] = r;
    }
    for (int i = 0; i < 8; i++) {
        uint32_t n = (uint32_t)a[16 + i] & 0xffff;
        uint32_t y = ((uint32_t)b[16 + i] & 0xf) | 2;
        uint32_t digits = 0, trips = 0;
        do {
            digits = digits * 3 + n % y;
            n = n / y;
            if (n < 9)
                break;
            digits = digits * 5 + n % y;
            n = n / y;
            trips++;
        } while (n > 0);
        out[16 + i] = (int32_t)digits;
        out[24 + i] = (int32_t)trips;
    }
    for (int i = 0; i < 32; i++) {
        int32_t c = (int8_t)a[i];
        int32_t e = (int8_t)((b[i] & 0x3f) + 1);
        out[32 + i] = c < 0 ? c / e : (c + 1) / e;
    }
    for (int i = 0; i < 16; i++) {
        int32_t t = 0;
        for (int k = 0; k < 4; k++) {
            int32_t p = a[16 + i] >> (4 * k);
            t = ref_wrap_add(t, p < low ? k : p / d);
        }
        out[64 + i] = t;
    }
    for (int i = 0; i < 16; i++) {
        uint32_t u = (uint32_t)a[i], w = (uint32_t)b[16 + i] | 1;
        uint32_t v = u > 0x80000000u ? u / w + u % w
                                     : (u >> 3) / w + (u >> 5) % w;
        out[80 + i] = (int32_t)v;
    }
    out[96] = a[3] / b[4];
    out[97] = a[5] / b[6];
    out[98] = a[7] / b[8];
    ref_write(path, out, 192 * sizeof(int32_t));
}

int main(void)
{
    uint32_t seed = 1118;
    int32_t in[64];
    for (int i = 0; i < 64; i++)
        in[i] = (int32_t)(ref_random(&seed) ^ ref_random(&seed) << 16);
    /* small and large magnitudes, both signs; no divisor is 0, -1 or
     * -2 (b + 1 and b + 2 divide too), so nothing overflows */
    for (int i = 0; i < 32; i += 3)
        in[i] = ref_random_int(&seed, -3000, 3000);
    for (int i = 32; i < 64; i++) {
        if (i % 4 == 0)
            in[i] = ref_random_int(&seed, 3, 40);
        if (i % 4 == 1)
            in[i] = -ref_random_int(&seed, 3, 40);
        if (in[i] >= -2 && in[i] <= 0)
            in[i] = 9;
    }
    ref_write("in.bin", in, sizeof in);
    run(in, in + 32, 5, -3, "first.bin.expected");
    run(in, in + 32, -40, 977, "second.bin.expected");
    return 0;
}
