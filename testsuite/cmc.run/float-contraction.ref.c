/* Reference for float-contraction.cpp (CONTRACT 1, the default) and
 * float-contraction-off.cpp (CONTRACT 0): C's fmaf where the kernel's
 * multiply-adds are fused, separately rounded operations where not; the
 * half result from the exact value (double holds it) rounded once. */
#include "ref.h"

#ifndef CONTRACT
#define CONTRACT 1
#endif

#define LANES 16

static float multiply_add(float x, float y, float z)
{
    if (CONTRACT)
        return fmaf(x, y, z);
    volatile float product = x * y;
    return product + z;
}

int main(void)
{
    float in[3 * LANES];
    uint32_t seed = 2411;
    for (int i = 0; i < 2 * LANES; i++)
        in[i] = ref_random_full_float(&seed, -4.0f, 4.0f);
    /* c near -a * b: the sum cancels, so that the product's rounding
     * shows in it */
    for (int i = 0; i < LANES; i++)
        in[2 * LANES + i] = (float)(-(double)in[i] * in[LANES + i] *
                                    ref_random_full_float(&seed, 0.5f, 1.0f));
    const float *a = in, *b = in + LANES, *c = in + 2 * LANES;
    float out[7 * LANES];
    int differ = 0;
    for (int i = 0; i < LANES; i++) {
        volatile float product = a[i] * b[i];
        out[i] = multiply_add(a[i], b[i], c[i]);
        out[LANES + i] = multiply_add(-a[i], b[i], c[i]);
        out[2 * LANES + i] = multiply_add(a[i], b[i], -c[i]);
        out[3 * LANES + i] = product;
        out[4 * LANES + i] = multiply_add(product, c[i], a[i]);
        /* half: the operands rounded to half, then h * g + f */
        double h = ref_half_value(ref_half_bits(a[i]));
        double g = ref_half_value(ref_half_bits(b[i]));
        double f = ref_half_value(ref_half_bits(c[i]));
        uint16_t fused;
        if (CONTRACT) {
            fused = ref_half_bits(h * g + f); /* exact in double */
        } else {
            double rounded = ref_half_value(ref_half_bits(h * g));
            fused = ref_half_bits(rounded + f);
        }
        out[5 * LANES + i] = (float)ref_half_value(fused);
        uint32_t bits = fused;
        memcpy(&out[6 * LANES + i], &bits, 4);
        volatile float unfused = product + c[i];
        differ += unfused != fmaf(a[i], b[i], c[i]);
    }
    /* The test means something only if fusing changes results. */
    if (differ < LANES * 3 / 4) {
        fprintf(stderr, "float-contraction.ref.c: only %d lanes differ\n",
                differ);
        return 1;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
