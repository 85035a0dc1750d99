/* Reference for builtin-frem.cpp: C's fmodf, which is exact. */
#include "ref.h"

#define LANES 32

static float nan_canonical(float v)
{
    uint32_t bits = 0x7fc00000u;
    if (isnan(v))
        memcpy(&v, &bits, 4);
    return v;
}

/* A float of full precision in [-limit, limit). */
static float random_float(uint32_t *state, float limit)
{
    double fraction = (double)ref_random(state) / 16777216.0;
    return (float)((2 * fraction - 1) * limit);
}

int main(void)
{
    const float inf = INFINITY;
    const float nan = NAN;
    float x[LANES] = {0.0f,   -0.0f, 5.0f,     inf,     -inf,  nan,
                      3.0f,   -3.0f, 3e38f,    -3e38f,  1e-40f, 1e-40f,
                      0x1p-149f, 7.0f, 1e30f,  -5.5f};
    float y[LANES] = {1.0f,   -2.0f, 0.0f,     1.0f,    2.0f,  1.0f,
                      nan,    inf,   0x1p-149f, 1e-38f, 3e-41f, -1e30f,
                      0x1p-149f, -7.0f, 3.0f,  -2.0f};
    uint32_t state = 29;
    for (int i = 16; i < LANES; i++) {
        float scale_x = powf(10.0f, (float)ref_random_int(&state, -4, 8));
        float scale_y = powf(10.0f, (float)ref_random_int(&state, -4, 4));
        x[i] = random_float(&state, scale_x);
        y[i] = random_float(&state, scale_y);
    }
    float out[64] = {0};
    for (int i = 0; i < LANES; i++)
        out[i] = nan_canonical(fmodf(x[i], y[i]));
    float *forms = out + 32;
    for (int i = 0; i < 4; i++)
        forms[i] = fmodf(x[16 + i], y[16 + i]);
    for (int i = 0; i < 4; i++)
        forms[4 + i] = fmodf(x[20 + i], y[20 + i]);
    forms[8] = fmodf(x[24], y[24]);
    forms[9] = fmodf(-7.5f, 2.0f);
    for (int i = 0; i < 2; i++) {
        forms[10 + i] = fmodf(100.0f, y[25 + i]);
        forms[12 + i] = fmodf(x[27 + i], 3.0f);
        forms[14 + i] = fmodf(x[20 + i], 0.75f);
    }
    for (int i = 0; i < 16; i++)
        forms[i] = nan_canonical(forms[i]);
    ref_write("x.bin", x, sizeof x);
    ref_write("y.bin", y, sizeof y);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
