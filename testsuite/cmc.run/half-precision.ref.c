#include "ref.h"

/* Round a float to the nearest half (even on ties) and back, by hand:
 * halves have 11 significant bits and exponents -14..15. */
static float to_half_and_back(float x)
{
    if (x == 0.0f || isnan(x) || isinf(x))
        return x;
    float magnitude = fabsf(x);
    int exponent;
    frexpf(magnitude, &exponent); /* magnitude = m * 2^exponent, m in [0.5, 1) */
    int e = exponent - 1;         /* magnitude in [2^e, 2^(e+1)) */
    if (e < -14)
        e = -14;                  /* subnormal: fixed spacing 2^-24 */
    float spacing = ldexpf(1.0f, e - 10);
    float q = magnitude / spacing; /* exact: a power-of-two scaling */
    float rounded = floorf(q);
    float rest = q - rounded;
    if (rest > 0.5f || (rest == 0.5f && fmodf(rounded, 2.0f) != 0.0f))
        rounded += 1.0f;
    float result = rounded * spacing;
    if (result > 65504.0f)
        result = INFINITY;
    return x < 0 ? -result : result;
}

int main(void)
{
    float f[16] = {1.0f, 0.1f, -2.5f, 65504.0f, 70000.0f, 1.0f / 3.0f,
                   0.000061035156f, 1e-6f, -0.0004f, 2049.0f, 2051.0f,
                   -1000.25f, 3.14159f, 65519.0f, 65520.0f, 0.5f};
    float out[16];
    for (int i = 0; i < 16; i++)
        out[i] = to_half_and_back(f[i]);
    ref_write("in.bin", f, sizeof f);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
