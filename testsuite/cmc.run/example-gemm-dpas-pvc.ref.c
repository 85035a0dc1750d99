/* Reference for examples/gemm_dpas.cpp on PVC: C = A x B, M = 16,
 * N = K = 64, A (M x K) and B (K x N) row-major, for bf16 inputs (float
 * C: for each K pair, the two products summed in float, then added to
 * the running sum, DPAS's order) and s8 inputs (int C, exact). */
#include "ref.h"

enum { M = 16, N = 64, K = 64 };

static uint16_t random_bf16(uint32_t *seed)
{
    /* sign, an exponent near 1.0, 7 mantissa bits */
    return (uint16_t)((ref_random(seed) & 1) << 15 |
                      (uint32_t)ref_random_int(seed, 120, 134) << 7 |
                      (ref_random(seed) & 127));
}

int main(void)
{
    uint32_t seed = 1280;
    static uint16_t a[M][K], b[K][N];
    static int8_t sa[M][K], sb[K][N];
    for (int m = 0; m < M; m++)
        for (int k = 0; k < K; k++) {
            a[m][k] = random_bf16(&seed);
            sa[m][k] = (int8_t)ref_random_int(&seed, -128, 127);
        }
    for (int k = 0; k < K; k++)
        for (int n = 0; n < N; n++) {
            b[k][n] = random_bf16(&seed);
            sb[k][n] = (int8_t)ref_random_int(&seed, -128, 127);
        }
    static float c[M][N];
    static int32_t sc[M][N];
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            float sum = 0.0f;
            for (int k = 0; k < K; k += 2) {
                float pair =
                    ref_bf16_value(a[m][k]) * ref_bf16_value(b[k][n]) +
                    ref_bf16_value(a[m][k + 1]) * ref_bf16_value(b[k + 1][n]);
                sum = sum + pair;
            }
            int32_t exact = 0;
            for (int k = 0; k < K; k++)
                exact += sa[m][k] * sb[k][n];
            c[m][n] = sum;
            sc[m][n] = exact;
        }
    ref_write("a_bf16.bin", a, sizeof a);
    ref_write("b_bf16.bin", b, sizeof b);
    ref_write("c_bf16.bin.expected", c, sizeof c);
    ref_write("a_s8.bin", sa, sizeof sa);
    ref_write("b_s8.bin", sb, sizeof sb);
    ref_write("c_s8.bin.expected", sc, sizeof sc);
    return 0;
}
