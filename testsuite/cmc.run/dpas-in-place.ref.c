/* The kernel's five s8 x s8 products (M = N = 8, K = 32) applied in its
 * order to the same arrays: D = C + A x B with A's elements packed four
 * to a dword along its rows and B's four to a dword along K, column by
 * column, low byte first (the DPAS layout).  C is read whole before D is
 * written, as each DPAS does. */
#include <string.h>

#include "ref.h"

enum { M = 8, N = 8, K = 32 };

static int32_t byte_of(const uint32_t *words, int index)
{
    return (int8_t)(words[index / 4] >> (8 * (index % 4)));
}

static void product(const int32_t *c, const uint32_t *b, const uint32_t *a,
                    int32_t *d)
{
    int32_t result[M * N];
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            uint32_t sum = (uint32_t)c[m * N + n];
            for (int k = 0; k < K; k++)
                sum += (uint32_t)(byte_of(a, m * K + k) *
                                  byte_of(&b[(k / 4) * N + n], k % 4));
            result[m * N + n] = (int32_t)sum;
        }
    memcpy(d, result, sizeof result);
}

int main(void)
{
    uint32_t seed = 2026;
    struct {
        int32_t m[256];
        uint32_t b[64], a[128];
        int32_t w[128];
    } in;
    for (int i = 0; i < 256; i++)
        in.m[i] = ref_random_int(&seed, -100000, 100000);
    for (int i = 0; i < 64; i++)
        in.b[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
    for (int i = 0; i < 128; i++)
        in.a[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
    for (int i = 0; i < 128; i++)
        in.w[i] = ref_random_int(&seed, -100000, 100000);
    ref_write("in.bin", &in, sizeof in);

    struct {
        int32_t m[256];
        int32_t w[128];
    } out;
    memcpy(out.m, in.m, sizeof out.m);
    memcpy(out.w, in.w, sizeof out.w);
    product(&out.m[0], in.b, &in.a[0], &out.m[0]);
    product(&out.m[128], in.b, &in.a[64], &out.m[64]);
    product(&out.m[128], in.b, &in.a[0], &out.m[136]);
    product(&out.m[4], in.b, &in.a[64], &out.m[192]);
    uint32_t b_prime[64];
    memcpy(b_prime, out.w, sizeof b_prime);
    product(&out.w[64], b_prime, &in.a[0], &out.w[0]);
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
