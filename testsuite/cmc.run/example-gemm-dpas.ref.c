/* Reference for examples/gemm_dpas.cpp: C = A x B, M = N = 32, K = 64,
 * for bf16 inputs (float C: each pair of products summed in float, then
 * added to the running sum, DPAS's order) and s8 inputs (int C, exact).
 * A is written row-major; B in the DPAS ("VNNI") layout the kernel reads:
 * K/2 (bf16) or K/4 (s8) rows of N dwords, dword (r, n) holding K
 * elements 2r, 2r+1 (or 4r .. 4r+3) of column n, low bits first. */
#include "ref.h"

enum { M = 32, N = 32, K = 64 };

static uint16_t random_bf16(uint32_t *seed)
{
    return (uint16_t)((ref_random(seed) & 1) << 15 |
                      (uint32_t)ref_random_int(seed, 122, 132) << 7 |
                      (ref_random(seed) & 127));
}

int main(void)
{
    uint32_t seed = 2026;
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
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            float sum = 0.0f;
            int32_t exact = 0;
            for (int k = 0; k < K; k += 2) {
                float pair =
                    ref_bf16_value(a[m][k]) * ref_bf16_value(b[k][n]) +
                    ref_bf16_value(a[m][k + 1]) * ref_bf16_value(b[k + 1][n]);
                sum = sum + pair;
            }
            for (int k = 0; k < K; k++)
                exact += sa[m][k] * sb[k][n];
            c[m][n] = sum;
            sc[m][n] = exact;
        }
    ref_write("a_bf16.bin", a, sizeof a);
    ref_write("b_bf16.bin", b_vnni, sizeof b_vnni);
    ref_write("c_bf16.bin.expected", c, sizeof c);
    ref_write("a_s8.bin", sa, sizeof sa);
    ref_write("b_s8.bin", sb_vnni, sizeof sb_vnni);
    ref_write("c_s8.bin.expected", sc, sizeof sc);
    return 0;
}
