/* D = C + A x B for integer A (M x K, row-major) and B (K x N), M = N = 8,
 * K = 8 x products per dword: a plain C matrix product of the unpacked
 * elements.  The kernel takes A's elements packed along its rows and B's
 * packed along K, column by column, low bits first (the DPAS layout). */
#include "ref.h"

enum { M = 8, N = 8, MAX_K = 64 };

struct precision {
    int bits;
    int is_signed;
};

static int32_t element(uint32_t bits, struct precision p)
{
    if (p.is_signed && (bits >> (p.bits - 1)) & 1)
        return (int32_t)bits - (1 << p.bits);
    return (int32_t)bits;
}

/* Element `index` of BITS-bit elements packed from bit 0 of `words`. */
static uint32_t packed(const uint32_t *words, int bits, int index)
{
    int bit = index * bits;
    return (words[bit / 32] >> (bit % 32)) & ((1u << bits) - 1);
}

/* The K x N matrix B whose column n is packed along K in dword rows:
 * B[k][n] is element k % per of dword (k / per) * N + n, per = 32/bits. */
static int32_t b_element(const uint32_t *b, struct precision p, int k, int n)
{
    int per = 32 / p.bits;
    return element(packed(&b[(k / per) * N + n], p.bits, k % per), p);
}

static void product(const int32_t *c, const uint32_t *b, struct precision pb,
                    const uint32_t *a, struct precision pa, int k_count,
                    int32_t *d)
{
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            uint32_t sum = c ? (uint32_t)c[m * N + n] : 0;
            for (int k = 0; k < k_count; k++)
                sum += (uint32_t)(element(packed(a, pa.bits, m * k_count + k),
                                          pa) *
                                  b_element(b, pb, k, n));
            d[m * N + n] = (int32_t)sum;
        }
}

int main(void)
{
    uint32_t seed = 77;
    struct {
        int32_t c[M * N];
        uint32_t b[64], a[64];
    } in;
    for (int i = 0; i < M * N; i++)
        in.c[i] = ref_random_int(&seed, -100000, 100000);
    for (int i = 0; i < 64; i++) {
        in.b[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
        in.a[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
    }
    const struct precision u8 = {8, 0}, s8 = {8, 1}, u4 = {4, 0},
                           s4 = {4, 1}, u2 = {2, 0}, s2 = {2, 1};
    int32_t out[6][M * N];
    product(in.c, in.b, u8, in.a, s8, 32, out[0]);
    product(in.c, in.b, s4, in.a, s8, 32, out[1]);
    product(in.c, in.b, u4, in.a, u8, 32, out[2]);
    product(in.c, in.b, s2, in.a, u4, 64, out[3]);
    product(in.c, in.b + 32, u2, in.a + 32, u2, 64, out[4]);
    product(NULL, in.b, s8, in.a, s8, 32, out[5]);
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
