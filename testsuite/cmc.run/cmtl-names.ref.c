#include <math.h>

#include "ref.h"

/* cmtl-names.cpp's results: the constants from libm (Euler's gamma as its
 * decimal expansion: C has no function for it), the formulas with the
 * values Intel's cmtl.h gives its CM_CONST_* macros, C's fpclassify and
 * frexp. */
static int class_code(float f)
{
    switch (fpclassify(f)) {
    case FP_NAN: return 10;
    case FP_INFINITE: return 20;
    case FP_SUBNORMAL: return 30;
    case FP_ZERO: return 40;
    default: return 50;
    }
}

int main(void)
{
    uint32_t seed = 9;
    float in[32];
    for (int i = 0; i < 16; i++)
        in[i] = ref_random_float(&seed, -8.0f, 8.0f);
    float odd[16] = {NAN, -NAN, INFINITY, -INFINITY, 0.0f, -0.0f,
                     1.0e-40f, 3.5f,
                     1.4e-45f, -2.0e-39f, 1.1754942e-38f, 1.17549435e-38f,
                     -6.0e-42f, 123.25f, -3.4e38f, 0.75f};
    memcpy(in + 16, odd, sizeof odd);
    ref_write("in.bin", in, sizeof in);

    double pi = acos(-1.0);
    double constants[16] = {
        0.57721566490153286061, 1.0 / log(2.0), 1.0 / pi, 1.0 / sqrt(2.0),
        1.0 / sqrt(3.0), 1.0 / sqrt(pi), log(10.0), log(2.0),
        1.0 / log(10.0), 1.0 / log(2.0), (1.0 + sqrt(5.0)) / 2.0, sqrt(2.0),
        sqrt(3.0), sqrt(2.0), (1.0 + sqrt(5.0)) / 2.0, log(2.0)};
    float numbers[16], formulas[16];
    int32_t classes[16];
    for (int i = 0; i < 16; i++) {
        numbers[i] = in[i] * (float)constants[i];
        float r = fabsf(in[i]);
        formulas[i] = i < 4    ? 3.14159f * r * r
                      : i < 8  ? 6.28318f * r
                      : i < 12 ? 2.71828f * r + 0.00001f
                               : 3.14159265f / 2 * r;
        classes[i] = class_code(odd[i]);
    }
    ref_write("numbers.bin.expected", numbers, sizeof numbers);
    ref_write("formulas.bin.expected", formulas, sizeof formulas);
    ref_write("classes.bin.expected", classes, sizeof classes);

    uint8_t frexps[192];
    float fraction[8];
    int32_t exponent[8];
    for (int i = 0; i < 8; i++) {
        int e;
        fraction[i] = frexpf(odd[8 + i], &e);
        exponent[i] = e;
    }
    for (int k = 0; k < 3; k++) {
        memcpy(frexps + 64 * k, fraction, 32);
        memcpy(frexps + 64 * k + 32, exponent, 32);
    }
    ref_write("frexp.bin.expected", frexps, sizeof frexps);
    return 0;
}
