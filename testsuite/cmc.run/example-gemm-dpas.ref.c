/* Reference for examples/gemm_dpas.cpp: C = A x B, M = N = 32, K = 64,
 * for bf16 inputs (float C: each pair of products summed in float, then
 * added to the running sum, DPAS's order) and s8 inputs (int C, exact).
 * A is written row-major; B in the DPAS ("VNNI") layout the kernel reads:
 * K/2 (bf16) or K/4 (s8) rows of N dwords, dword (r, n) holding K
 * elements 2r, 2r+1 (or 4r .. 4r+3) of column n, low bits first. */
#include "gemm-ref.h"

enum { M = 32, N = 32, K = 64 };

int main(void)
{
    uint32_t seed = 2026;
    static uint16_t a[M][K], b[K][N];
    static int8_t sa[M][K], sb[K][N];
    gemm_random_inputs(&seed, M, N, K, 122, 132, &a[0][0], &b[0][0],
                       &sa[0][0], &sb[0][0]);
    static uint32_t b_vnni[K / 2][N], sb_vnni[K / 4][N];
    for (int r = 0; r < K / 2; r++)
        for (int n = 0; n < N; n++)
            b_vnni[r][n] = b[2 * r][n] | (uint32_t)b[2 * r + 1][n] << 16;
    for (int r = 0; r < K / 4; r++)
        for (int n = 0; n < N; n++) {
            uint32_t word = 0;
            for (int e = 0; e < 4; e++)
                word |= (uint32_t)(uint8_t)sb[4 * r + e][n] << (8 * e);
            sb_vnni[r][n] = word;
        }
    static float c[M][N];
    static int32_t sc[M][N];
    gemm_products(M, N, K, &a[0][0], &b[0][0], &sa[0][0], &sb[0][0],
                  &c[0][0], &sc[0][0]);
    ref_write("a_bf16.bin", a, sizeof a);
    ref_write("b_bf16.bin", b_vnni, sizeof b_vnni);
    ref_write("c_bf16.bin.expected", c, sizeof c);
    ref_write("a_s8.bin", sa, sizeof sa);
    ref_write("b_s8.bin", sb_vnni, sizeof sb_vnni);
    ref_write("c_s8.bin.expected", sc, sizeof sc);
    return 0;
}
