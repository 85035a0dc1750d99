/* Reference for dpas-alias-operands.cpp: D = C + A x B, fp16 A (8 x 16)
 * and B (16 x 8), float C: each pair of products summed in float and
 * added to the float sum in K order (the vISA DPAS page). */
#include "ref.h"

enum { M = 8, N = 8, K = 16 };

int main(void)
{
    uint32_t seed = 5;
    static float c[M][N], d[M][N];
    static uint16_t a[M][K], b[K][N];
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++)
            c[m][n] = ref_random_float(&seed, -8.0f, 8.0f);
    for (int m = 0; m < M; m++)
        for (int k = 0; k < K; k++)
            a[m][k] = ref_random_half_bits(&seed);
    for (int k = 0; k < K; k++)
        for (int n = 0; n < N; n++)
            b[k][n] = ref_random_half_bits(&seed);
    static struct {
        float c[M][N];
        uint32_t b[K / 2][N], a[M][K / 2];
    } in;
    memcpy(in.c, c, sizeof c);
    for (int d2 = 0; d2 < K / 2; d2++)
        for (int n = 0; n < N; n++)
            in.b[d2][n] = b[2 * d2][n] | (uint32_t)b[2 * d2 + 1][n] << 16;
    for (int m = 0; m < M; m++)
        for (int d2 = 0; d2 < K / 2; d2++)
            in.a[m][d2] = a[m][2 * d2] | (uint32_t)a[m][2 * d2 + 1] << 16;
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            float sum = c[m][n];
            for (int k = 0; k < K; k += 2) {
                float pair =
                    ref_half_float(a[m][k]) *
                        ref_half_float(b[k][n]) +
                    ref_half_float(a[m][k + 1]) *
                        ref_half_float(b[k + 1][n]);
                sum = sum + pair;
            }
            d[m][n] = sum;
        }
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", d, sizeof d);
    return 0;
}
