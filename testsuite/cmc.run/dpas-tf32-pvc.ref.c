/* Reference for dpas-tf32-pvc.cpp: C = acc + A x B with A 8 x 8 and B
 * 8 x 16 tf32 (floats cut to their upper 19 bits: sign, exponent, 10
 * mantissa bits), each product in float added to the sum in K order;
 * then the first 4 rows of A x B without an accumulator. */
#include "ref.h"

enum { M = 8, N = 16, K = 8 };

static float random_float(uint32_t *seed)
{
    /* sign, exponent 2^-2 .. 2^1, all 23 mantissa bits random */
    uint32_t bits = (ref_random(seed) & 1) << 31 |
                    (uint32_t)ref_random_int(seed, 125, 128) << 23 |
                    (ref_random(seed) & 0x7fffff);
    float value;
    memcpy(&value, &bits, sizeof value);
    return value;
}

static float tf32(float value)
{
    uint32_t bits;
    memcpy(&bits, &value, sizeof bits);
    bits &= 0xffffe000u;
    memcpy(&value, &bits, sizeof value);
    return value;
}

int main(void)
{
    uint32_t seed = 32;
    static float acc[M][N], b[K][N], a[M][K];
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++)
            acc[m][n] = random_float(&seed);
    for (int k = 0; k < K; k++)
        for (int n = 0; n < N; n++)
            b[k][n] = random_float(&seed);
    for (int m = 0; m < M; m++)
        for (int k = 0; k < K; k++)
            a[m][k] = random_float(&seed);
    static float out[M + 4][N];
    for (int m = 0; m < M; m++)
        for (int n = 0; n < N; n++) {
            float sum = acc[m][n], plain = 0.0f;
            for (int k = 0; k < K; k++) {
                float product = tf32(a[m][k]) * tf32(b[k][n]);
                sum = sum + product;
                plain = plain + product;
            }
            out[m][n] = sum;
            if (m < 4)
                out[M + m][n] = plain;
        }
    static unsigned char in[1280];
    memcpy(in, acc, sizeof acc);
    memcpy(in + 512, b, sizeof b);
    memcpy(in + 1024, a, sizeof a);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
