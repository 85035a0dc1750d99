/* Reference for dpas-narrow-acc-pvc.cpp: D = C + A x B with A 8 x 16 and
 * B 16 x 16 of fp16 or bf16, C and D half, bfloat16 or float.  C is
 * widened to float exactly; each pair of products (exact in float) is
 * summed in float and added to the float sum in K order; D is the sum
 * rounded to nearest even to D's type (the vISA DPAS page's temp.F). */
#include "ref.h"

enum { M = 8, N = 16, K = 16 };

/* A (M x K) row-major and B (K x N) packed as DPAS operands: two elements
 * per dword, along A's rows and along B's K. */
static void pack(const uint16_t a[M][K], const uint16_t b[K][N],
                 uint32_t a_packed[M][K / 2], uint32_t b_packed[K / 2][N])
{
    for (int m = 0; m < M; m++)
        for (int d = 0; d < K / 2; d++)
            a_packed[m][d] = a[m][2 * d] | (uint32_t)a[m][2 * d + 1] << 16;
    for (int d = 0; d < K / 2; d++)
        for (int n = 0; n < N; n++)
            b_packed[d][n] = b[2 * d][n] | (uint32_t)b[2 * d + 1][n] << 16;
}

/* The float sums C + A x B; c NULL for none. */
static void product(const float c[M][N], const uint16_t a[M][K],
                    const uint16_t b[K][N], float (*value)(uint16_t),
                    float d[M][N])
{
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            float sum = c ? c[m][n] : 0.0f;
            for (int k = 0; k < K; k += 2) {
                float pair = value(a[m][k]) * value(b[k][n]) +
                             value(a[m][k + 1]) * value(b[k + 1][n]);
                sum = sum + pair;
            }
            d[m][n] = sum;
        }
}

int main(void)
{
    uint32_t seed = 77;
    static uint16_t acc_h[M][N], acc_b[M][N];
    static float acc_f[M][N];
    static uint16_t ah[M][K], bh[K][N], ab[M][K], bb[K][N];
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            acc_h[m][n] = ref_random_half_bits(&seed);
            acc_b[m][n] = ref_random_bf16_bits(&seed);
            acc_f[m][n] = ref_random_full_float(&seed, -300.0f, 300.0f);
        }
    for (int m = 0; m < M; m++)
        for (int k = 0; k < K; k++) {
            ah[m][k] = ref_random_half_bits(&seed);
            ab[m][k] = ref_random_bf16_bits(&seed);
        }
    for (int k = 0; k < K; k++)
        for (int n = 0; n < N; n++) {
            bh[k][n] = ref_random_half_bits(&seed);
            bb[k][n] = ref_random_bf16_bits(&seed);
        }
    static float c[M][N], sum[M][N];
    static uint16_t r1[M][N], r2[M][N], r4[M][N], r5[M][N];
    static float r3[M][N];
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++)
            c[m][n] = ref_half_float(acc_h[m][n]);
    product(c, ah, bh, ref_half_float, sum);
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++)
            r1[m][n] = ref_half_bits(sum[m][n]);
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++)
            c[m][n] = ref_bf16_value(acc_b[m][n]);
    product(c, ab, bb, ref_bf16_value, sum);
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            r2[m][n] = ref_bf16_bits(sum[m][n]);
            r3[m][n] = sum[m][n];
        }
    product((const float (*)[N])acc_f, ah, bh, ref_half_float, sum);
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++)
            r4[m][n] = ref_half_bits(sum[m][n]);
    product(NULL, ah, bh, ref_half_float, sum);
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++)
            r5[m][n] = ref_half_bits(sum[m][n]);
    static uint32_t ah_packed[M][K / 2], bh_packed[K / 2][N];
    static uint32_t ab_packed[M][K / 2], bb_packed[K / 2][N];
    pack(ah, bh, ah_packed, bh_packed);
    pack(ab, bb, ab_packed, bb_packed);
    static unsigned char in[2560], out[1536];
    memcpy(in, acc_h, 256);
    memcpy(in + 256, acc_b, 256);
    memcpy(in + 512, acc_f, 512);
    memcpy(in + 1024, bh_packed, 512);
    memcpy(in + 1536, ah_packed, 256);
    memcpy(in + 1792, bb_packed, 512);
    memcpy(in + 2304, ab_packed, 256);
    memcpy(out, r1, 256);
    memcpy(out + 256, r2, 256);
    memcpy(out + 512, r3, 512);
    memcpy(out + 1024, r4, 256);
    memcpy(out + 1280, r5, 256);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
