/* The kernel's divisions in C (/ and % truncate toward zero), for the
 * three argument sets; sums and differences wrap as in the kernel. */
#include <limits.h>
#include <string.h>

#include "ref.h"

static void run(const int32_t *a, const uint32_t *b, int32_t s, uint32_t u,
                const char *path)
{
    int32_t out[168];
    memset(out, 0, sizeof out);
    int32_t t = s - 3;
    for (int i = 0; i < 16; i++) {
        out[i] = a[i] / s;
        out[16 + i] = a[i] % s;
        out[32 + i] = ref_wrap_add(a[i], 5) / s;
        out[48 + i] = (int32_t)(b[i] / u);
        out[64 + i] = (int32_t)(b[i] % u);
        out[80 + i] = (int32_t)((b[i] >> 1) / u);
        out[96 + i] = a[i] / t;
        out[112 + i] = a[i] % t;
        out[128 + i] = a[i] > 0 ? a[i] / t : ref_wrap_add(a[i], -1) % t;
        int32_t l = a[i];
        for (int k = 1; k < 4; k++) {
            int32_t step = s + 2 * k;
            l = ref_wrap_add(l / step, l % step);
        }
        out[144 + i] = l;
    }
    out[160] = a[3] / s;
    out[161] = a[5] % s;
    out[162] = (int32_t)(b[7] / u);
    out[163] = (int32_t)(b[9] % u);
    ref_write(path, out, 168 * sizeof(int32_t));
}

int main(void)
{
    uint32_t seed = 2026;
    struct {
        int32_t a[16];
        uint32_t b[16];
    } in;
    for (int i = 0; i < 16; i++) {
        in.a[i] = (int32_t)(ref_random(&seed) ^ ref_random(&seed) << 16);
        in.b[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
    }
    in.a[0] = INT_MIN;
    in.a[1] = INT_MAX;
    in.a[2] = 0;
    in.a[3] = -1;
    in.a[4] = 13;
    in.a[5] = -100;
    in.b[0] = UINT32_MAX;
    in.b[1] = 3000000000u;
    in.b[2] = 2999999999u;
    in.b[3] = 0;
    in.b[7] = 4000000000u;
    in.b[9] = 123456789u;
    ref_write("in.bin", &in, sizeof in);
    run(in.a, in.b, -7, 3000000000u, "first.bin.expected");
    run(in.a, in.b, 1, 1, "second.bin.expected");
    run(in.a, in.b, 2147483637, 7, "third.bin.expected");
    return 0;
}
