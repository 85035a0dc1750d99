/* D = C + A x B for bf16 and fp16 A (M x K, row-major) and B (K x N),
 * M = 8 (or 4), N = 8, K = 16, in float: each pair of products summed,
 * then added to the accumulator (the DPAS page's order).  The kernel
 * takes A packed two elements per dword along its rows and B packed two
 * elements per dword along K, column by column (the DPAS layout). */
#include "ref.h"

enum { M = 8, N = 8, K = 16 };

/* A (rows x K) row-major and B (K x N) as DPAS operands. */
static void pack(const uint16_t *a, int rows, const uint16_t b[K][N],
                 uint32_t *a_packed, uint32_t b_packed[K / 2][N])
{
    for (int i = 0; i < rows * K / 2; i++)
        a_packed[i] = a[2 * i] | (uint32_t)a[2 * i + 1] << 16;
    for (int d = 0; d < K / 2; d++)
        for (int n = 0; n < N; n++)
            b_packed[d][n] = b[2 * d][n] | (uint32_t)b[2 * d + 1][n] << 16;
}

static void product(int rows, const float *c, const uint16_t *a,
                    const uint16_t b[K][N], float (*value)(uint16_t),
                    float *d)
{
    for (int m = 0; m < rows; m++)
        for (int n = 0; n < N; n++) {
            float sum = c ? c[m * N + n] : 0.0f;
            for (int k = 0; k < K; k += 2) {
                float pair = value(a[m * K + k]) * value(b[k][n]) +
                             value(a[m * K + k + 1]) * value(b[k + 1][n]);
                sum = sum + pair;
            }
            d[m * N + n] = sum;
        }
}

int main(void)
{
    uint32_t seed = 41;
    float c[M * N];
    uint16_t a[M * K], b[K][N], ha[M * K], hb[K][N];
    for (int i = 0; i < M * N; i++)
        c[i] = ref_random_float(&seed, -8.0f, 8.0f);
    for (int i = 0; i < M * K; i++) {
        a[i] = ref_random_bf16_bits(&seed);
        ha[i] = ref_random_half_bits(&seed);
    }
    for (int k = 0; k < K; k++)
        for (int n = 0; n < N; n++) {
            b[k][n] = ref_random_bf16_bits(&seed);
            hb[k][n] = ref_random_half_bits(&seed);
        }
    struct {
        float c[M * N];
        uint32_t b[K / 2][N], a[M * K / 2], hb[K / 2][N], ha[M * K / 2];
    } in;
    memcpy(in.c, c, sizeof c);
    pack(a, M, b, in.a, in.b);
    pack(ha, M, hb, in.ha, in.hb);
    float out[M * N * 2 + 4 * N + M * N];
    product(M, c, a, b, ref_bf16_value, out);
    product(M, NULL, a, b, ref_bf16_value, out + M * N);
    product(4, c, a + 4 * K, b, ref_bf16_value, out + 2 * M * N);
    product(M, c, ha, hb, ref_half_float, out + 2 * M * N + 4 * N);
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
