/* returned-references.cpp in C: each subroutine's effect on the
 * caller's vectors, arithmetic wrapping as in the kernel. */
#include <string.h>

#include "ref.h"

static int32_t wrap(int64_t x)
{
    return (int32_t)(uint32_t)(uint64_t)x;
}

static void multiply_add(int32_t *acc, const int32_t *x, const int32_t *y)
{
    int32_t product[16];
    for (int i = 0; i < 16; i++)
        product[i] = wrap((int64_t)x[i] * y[i]);
    for (int i = 0; i < 16; i++)
        acc[i] = wrap((int64_t)acc[i] + product[i]);
}

static void run(const int32_t *a, int32_t flag, const char *path)
{
    int32_t out[96];
    int32_t x[16], y[16], acc[16];
    memcpy(x, a, sizeof x);
    memcpy(y, a + 16, sizeof y);
    memcpy(acc, a + 32, sizeof acc);
    multiply_add(acc, x, y);
    multiply_add(acc, y, x);
    for (int i = 0; i < 16; i++)
        x[i] = wrap((int64_t)x[i] + 1);
    multiply_add(acc, x, y);
    multiply_add(acc, y, x);
    memcpy(out, acc, sizeof acc);
    memcpy(out + 16, x, sizeof x);
    memcpy(out + 32, y, sizeof y);

    int32_t p[8], q[8];
    memcpy(p, a + 56, sizeof p);
    memcpy(q, a + 56, sizeof q);
    for (int i = 0; i < 8; i++)
        q[i] = wrap((int64_t)q[i] + 3);
    memcpy(out + 48, p, sizeof p);
    memcpy(out + 56, q, sizeof q);

    int32_t v[8], w[8];
    memcpy(v, a + 40, sizeof v);
    memcpy(w, a + 8, sizeof w);
    if (flag) {
        for (int i = 0; i < 8; i++)
            v[i] = wrap((int64_t)v[i] + w[i]);
        for (int i = 0; i < 8; i++)
            w[i] = wrap((int64_t)w[i] + v[i]);
    }
    memcpy(out + 64, v, sizeof v);
    memcpy(out + 72, w, sizeof w);
    memset(out + 80, 0, 16 * sizeof(int32_t));
    ref_write(path, out, sizeof out);
}

int main(void)
{
    uint32_t seed = 77;
    int32_t a[64];
    for (int i = 0; i < 64; i++)
        a[i] = ref_random_int(&seed, -100000, 100000);
    ref_write("in.bin", a, sizeof a);
    run(a, 1, "first.bin.expected");
    run(a, 0, "second.bin.expected");
    return 0;
}
