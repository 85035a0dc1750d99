/* gemm-ref.h - what the references of examples/gemm_dpas.cpp share (DG2's
 * and PVC's): random bf16 and s8 inputs, and C = A x B as DPAS computes
 * it.  Matrices are row-major, flat: A is rows x depth, B depth x
 * columns, C rows x columns. */
#ifndef CMC_TESTSUITE_GEMM_REF_H
#define CMC_TESTSUITE_GEMM_REF_H

#include "ref.h"

/* A bf16 of random sign and mantissa, its exponent in [low, high]. */
static uint16_t gemm_random_bf16(uint32_t *seed, int low, int high)
{
    return (uint16_t)((ref_random(seed) & 1) << 15 |
                      (uint32_t)ref_random_int(seed, low, high) << 7 |
                      (ref_random(seed) & 127));
}

/* A and B, bf16 (a, b) and s8 (sa, sb) drawn in turn per element. */
static void gemm_random_inputs(uint32_t *seed, int rows, int columns,
                               int depth, int low, int high, uint16_t *a,
                               uint16_t *b, int8_t *sa, int8_t *sb)
{
    for (int i = 0; i < rows * depth; i++) {
        a[i] = gemm_random_bf16(seed, low, high);
        sa[i] = (int8_t)ref_random_int(seed, -128, 127);
    }
    for (int i = 0; i < depth * columns; i++) {
        b[i] = gemm_random_bf16(seed, low, high);
        sb[i] = (int8_t)ref_random_int(seed, -128, 127);
    }
}

/* C = A x B: bf16 in float, each pair of products summed, then added to
 * the running sum (DPAS's order); s8 exactly, in int. */
static void gemm_products(int rows, int columns, int depth,
                          const uint16_t *a, const uint16_t *b,
                          const int8_t *sa, const int8_t *sb, float *c,
                          int32_t *sc)
{
    for (int m = 0; m < rows; m++)
        for (int n = 0; n < columns; n++) {
            float sum = 0.0f;
            for (int k = 0; k < depth; k += 2) {
                float pair = ref_bf16_value(a[m * depth + k]) *
                                 ref_bf16_value(b[k * columns + n]) +
                             ref_bf16_value(a[m * depth + k + 1]) *
                                 ref_bf16_value(b[(k + 1) * columns + n]);
                sum = sum + pair;
            }
            int32_t exact = 0;
            for (int k = 0; k < depth; k++)
                exact += sa[m * depth + k] * sb[k * columns + n];
            c[m * columns + n] = sum;
            sc[m * columns + n] = exact;
        }
}

#endif
