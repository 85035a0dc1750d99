/* Reference for examples/gemm_dpas.cpp on PVC: C = A x B, M = 16,
 * N = K = 64, A (M x K) and B (K x N) row-major, for bf16 inputs (float
 * C: for each K pair, the two products summed in float, then added to
 * the running sum, DPAS's order) and s8 inputs (int C, exact). */
#include "gemm-ref.h"

enum { M = 16, N = 64, K = 64 };

int main(void)
{
    uint32_t seed = 1280;
    static uint16_t a[M][K], b[K][N];
    static int8_t sa[M][K], sb[K][N];
    gemm_random_inputs(&seed, M, N, K, 120, 134, &a[0][0], &b[0][0],
                       &sa[0][0], &sb[0][0]);
    static float c[M][N];
    static int32_t sc[M][N];
    gemm_products(M, N, K, &a[0][0], &b[0][0], &sa[0][0], &sb[0][0],
                  &c[0][0], &sc[0][0]);
    ref_write("a_bf16.bin", a, sizeof a);
    ref_write("b_bf16.bin", b, sizeof b);
    ref_write("c_bf16.bin.expected", c, sizeof c);
    ref_write("a_s8.bin", sa, sizeof sa);
    ref_write("b_s8.bin", sb, sizeof sb);
    ref_write("c_s8.bin.expected", sc, sizeof sc);
    return 0;
}
