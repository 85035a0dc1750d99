/* Reference for cmtl-emulated-math.cpp: C's fmodf (exact), and atan2,
 * sin, cos, tanh in double precision rounded to float. */
#include "ref.h"

#define LANES 64
#define SPECIAL 16

static const double pi = 3.14159265358979323846;

static float nan_canonical(float v)
{
    uint32_t bits = 0x7fc00000u;
    if (isnan(v))
        memcpy(&v, &bits, 4);
    return v;
}

/* NaN as 7777 in the outputs compared within a tolerance. */
static float nan_marked(float v)
{
    return isnan(v) ? 7777.0f : v;
}

static uint32_t sign_bit(float v)
{
    return isnan(v) ? 0 : (signbit(v) ? 1u : 0u);
}

/* .sat: clamped to [0, 1], NaN to 0. */
static float saturate(float v)
{
    if (isnan(v) || v < 0.0f)
        return 0.0f;
    return v > 1.0f ? 1.0f : v;
}

static float atan2_ref(float y, float x)
{
    return (float)atan2(y, x);
}

/* The angle in [0, 2 pi): a negative angle plus 2 pi. */
static double atan2_positive(float y, float x)
{
    double a = atan2(y, x);
    return a < 0 ? a + 2 * pi : a;
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
    float y[LANES] = {0.0f,  -0.0f, 0.0f, -0.0f, inf,   -inf,   inf,    1.0f,
                      -1.0f, nan,   1.0f, -7.0f, 3e38f, 1e30f,  1.0f,   -5.5f};
    float x[LANES] = {1.0f,  1.0f,  -0.0f, -1.0f, 1.0f,  -inf,   inf,    inf,
                      -inf,  1.0f,  nan,   7.0f,  1.4e-45f, 3.0f, 0.0f, -2.0f};
    float u[LANES] = {0.0f,    -0.0f,   inf,       -inf,
                      nan,     1e-5f,   -1e-5f,    0x1p-13f,
                      0.5493f, -0.5494f, 9.0f,     -20.0f,
                      100.0f,  12000.0f, -12867.0f, 1e-3f};
    uint32_t state = 16;
    for (int i = SPECIAL; i < LANES; i++) {
        /* magnitudes from 1e-3 to 1e3, and quotients up to 1e12 */
        float scale_y = powf(10.0f, (float)ref_random_int(&state, -3, 3));
        float scale_x = powf(10.0f, (float)ref_random_int(&state, -3, 3));
        if (i >= 48)
            scale_y *= 1e6f;
        y[i] = random_float(&state, scale_y);
        x[i] = random_float(&state, scale_x);
        u[i] = random_float(&state, i < 40 ? 4.0f : 12000.0f);
    }
    y[17] = 1e-7f; /* atan2 of tiny operands: pi/4 */
    x[17] = 1e-7f;
    y[18] = -1e-30f;
    x[18] = -2.0f;

    uint32_t exact[256] = {0};
    float *exact_f = (float *)exact;
    for (int i = 0; i < LANES; i++)
        exact_f[i] = nan_canonical(fmodf(y[i], x[i]));
    for (int i = 0; i < SPECIAL; i++) {
        exact[64 + i] = sign_bit(atan2_ref(y[i], x[i]));
        exact[80 + i] = sign_bit((float)sin(u[i]));
        exact[96 + i] = sign_bit((float)cos(u[i]));
        exact[112 + i] = sign_bit((float)tanh(u[i]));
        exact[128 + i] = sign_bit((float)tanh(u[i]));
    }
    for (int i = 0; i < 8; i++) {
        exact_f[144 + i] = nan_canonical(fmodf(y[32 + i], x[32 + i]));
        exact_f[152 + i] = nan_canonical(fmodf(y[40 + i], x[40 + i]));
    }
    exact_f[160] = fmodf(y[11], x[11]);
    exact_f[161] = saturate(fmodf(y[20], x[20]));
    exact_f[162] = fmodf(-7.5f, 2.0f);
    exact_f[163] = fmodf(17.0f, 5.0f);
    for (int i = 0; i < 8; i++)
        exact_f[168 + i] = saturate(fmodf(y[16 + i], x[16 + i]));

    float accurate[512] = {0};
    for (int i = 0; i < LANES; i++) {
        accurate[i] = nan_marked(atan2_ref(y[i], x[i]));
        accurate[64 + i] = nan_marked((float)sin(u[i]));
        accurate[128 + i] = nan_marked((float)cos(u[i]));
        accurate[192 + i] = nan_marked((float)tanh(u[i]));
        accurate[256 + i] = nan_marked((float)tanh(u[i]));
    }
    float *more = accurate + 320;
    more[0] = atan2_ref(y[20], x[20]);
    more[1] = (float)sin(u[20]);
    more[2] = (float)cos(u[21]);
    more[3] = (float)tanh(u[22]);
    more[4] = (float)tanh(u[23]);
    more[5] = saturate(atan2_ref(y[21], x[21]));
    more[6] = saturate((float)sin(u[24]));
    more[7] = saturate((float)cos(u[25]));
    for (int i = 0; i < 8; i++) {
        more[8 + i] = (float)sin(u[16 + i]);
        more[16 + i] = (float)tanh(u[16 + i]);
    }
    for (int i = 0; i < 4; i++) {
        more[24 + i] = atan2_ref(y[44 + i], x[44 + i]);
        more[28 + i] = saturate((float)cos(u[28 + i]));
    }

    float fast[80] = {0};
    for (int i = 0; i < LANES; i++) {
        double a = atan2_positive(y[i], x[i]);
        fast[i] = nan_marked((float)(a / (2 * pi)));
    }
    fast[64] = (float)(atan2_positive(y[20], x[20]) / (2 * pi));
    for (int i = 0; i < 8; i++)
        fast[72 + i] = saturate((float)atan2_positive(y[17 + i], x[17 + i]));

    ref_write("y.bin", y, sizeof y);
    ref_write("x.bin", x, sizeof x);
    ref_write("u.bin", u, sizeof u);
    ref_write("exact.bin.expected", exact, sizeof exact);
    ref_write("accurate.bin.expected", accurate, sizeof accurate);
    ref_write("fast.bin.expected", fast, sizeof fast);
    /* the outputs a directive does not check, as zero inputs */
    static const char zeros[2048];
    ref_write("exact0.bin", zeros, sizeof exact);
    ref_write("acc0.bin", zeros, sizeof accurate);
    ref_write("fast0.bin", zeros, sizeof fast);
    return 0;
}
