/* Reference for cmtl-frexp.cpp: C's frexpf / frexp on the values (half
 * decoded with ldexp and the fraction encoded back by its value);
 * zeros, infinities and NaNs unchanged with exponent 0. */
#include "ref.h"

static float float_of(uint32_t bits)
{
    float value;
    memcpy(&value, &bits, 4);
    return value;
}

static float frexp_float(float value, int32_t *exponent)
{
    int e = 0;
    *exponent = 0;
    if (!isfinite(value) || value == 0.0f)
        return value;
    float fraction = frexpf(value, &e);
    *exponent = e;
    return fraction;
}

static double frexp_double(double value, int32_t *exponent)
{
    int e = 0;
    *exponent = 0;
    if (!isfinite(value) || value == 0.0)
        return value;
    double fraction = frexp(value, &e);
    *exponent = e;
    return fraction;
}

/* frexp of a half, the fraction as half bits (exact: 11 bits at most). */
static uint16_t frexp_half(uint16_t bits, int16_t *exponent)
{
    *exponent = 0;
    int field = (bits >> 10) & 0x1f;
    if (field == 0x1f || (bits & 0x7fff) == 0)
        return bits;
    int e;
    double fraction = frexp(fabs(ref_half_value(bits)), &e);
    *exponent = (int16_t)e;
    /* fraction in [0.5, 1): biased exponent 14, 10 bits below the 1 */
    uint16_t mantissa = (uint16_t)((fraction * 2 - 1) * 1024);
    return (uint16_t)((bits & 0x8000) | (14 << 10) | mantissa);
}

int main(void)
{
    float f[16] = {0.0f,          -0.0f,   INFINITY, -INFINITY,
                   float_of(0x7fc00000u), 1.4e-45f, -1e-40f, 1.1754942e-38f,
                   1.0f,          -3.5f,   0.75f,    1e30f,
                   -1e-30f,       1.17549435e-38f, 3.4e38f, 0.5f};
    uint16_t h[16] = {0x0000, 0x8000, 0x7c00, 0xfc00, 0x7e00, 0x0001,
                      0x83ff, 0x0200, 0x3c00, 0xc300, 0x3a00, 0x7bff,
                      0x0400, 0x1234, 0xb800, 0x5640};
    double d[8] = {-0.0,     INFINITY, NAN,   4.9e-324,
                   -2.5e-310, 1e-320,  3.0,   -1e300};
    uint8_t out[512] = {0};

    float f_frac[16];
    int32_t f_exp[16];
    for (int i = 0; i < 16; i++)
        f_frac[i] = frexp_float(f[i], &f_exp[i]);
    memcpy(out, f_frac, 64);
    memcpy(out + 64, f_exp, 64);

    uint16_t h_frac[16];
    int16_t h_exp[16];
    for (int i = 0; i < 16; i++)
        h_frac[i] = frexp_half(h[i], &h_exp[i]);
    memcpy(out + 128, h_frac, 32);
    memcpy(out + 160, h_exp, 32);

    double d_frac[8];
    int32_t d_exp[8];
    for (int i = 0; i < 8; i++)
        d_frac[i] = frexp_double(d[i], &d_exp[i]);
    memcpy(out + 192, d_frac, 64);
    memcpy(out + 256, d_exp, 32);

    /* matrix form and the hinted form: lanes 8-15 of f */
    memcpy(out + 288, f_frac + 8, 32);
    memcpy(out + 320, f_exp + 8, 32);
    memcpy(out + 352, f_frac + 8, 32);
    memcpy(out + 384, f_exp + 8, 32);

    int32_t scalars[8] = {0};
    int32_t e;
    float s = frexp_float(f[9], &e);
    scalars[0] = e;
    scalars[1] = (int32_t)(s * 1024.0f);
    double t = frexp_double(d[3], &e);
    scalars[2] = e;
    uint64_t t_bits;
    memcpy(&t_bits, &t, 8);
    scalars[3] = (int32_t)(t_bits >> 32);
    memcpy(out + 416, scalars, 32);

    ref_write("f.bin", f, sizeof f);
    ref_write("h.bin", h, sizeof h);
    ref_write("d.bin", d, sizeof d);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
