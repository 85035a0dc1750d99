#include "ref.h"

/* The class numbers of cmtl::math::fpclassify, from C's classes. */
static int32_t class_number(int c_class)
{
    switch (c_class) {
    case FP_NAN: return 0;
    case FP_INFINITE: return 1;
    case FP_SUBNORMAL: return 2;
    case FP_ZERO: return 3;
    default: return 4;
    }
}

/* The class of a half by its value: decoded with ldexp, then compared
 * with half's smallest normal (2^-14) and largest finite (65504). */
static int32_t half_class(uint16_t bits)
{
    int exponent = (bits >> 10) & 0x1f;
    int fraction = bits & 0x3ff;
    if (exponent == 0x1f)
        return fraction ? 0 : 1;
    double value = exponent ? ldexp(1024 + fraction, exponent - 25)
                            : ldexp(fraction, -24);
    if (value == 0.0)
        return 3;
    if (value < ldexp(1.0, -14))
        return 2;
    return value <= 65504.0 ? 4 : -1;
}

static float float_of(uint32_t bits)
{
    float value;
    memcpy(&value, &bits, 4);
    return value;
}

static uint32_t bits_set(uint32_t mask)
{
    uint32_t count = 0;
    for (; mask; mask &= mask - 1)
        count++;
    return count;
}

static int32_t clamp_int(int32_t x, int32_t low, int32_t high)
{
    return x < low ? low : x > high ? high : x;
}

static int32_t round_half_away(float x)
{
    return (int32_t)(x + (x < 0.0f ? -0.5f : 0.5f));
}

int main(void)
{
    static uint8_t in[320], out[1024];
    uint32_t seed = 29;

    static const uint32_t special_floats[14] = {
        0x7fc00000u, 0xffc00001u, 0x7f800001u, 0x7f800000u, 0xff800000u,
        0x00000000u, 0x80000000u, 0x00000001u, 0x007fffffu, 0x80400000u,
        0x00800000u, 0x7f7fffffu, 0xbfc00000u, 0x3f800000u};
    uint32_t fbits[32];
    for (int i = 0; i < 32; i++)
        fbits[i] = i < 14 ? special_floats[i] : ref_random(&seed) * 251u;
    memcpy(in, fbits, 128);

    static const uint16_t special_halves[12] = {
        0x7e00, 0xfc00, 0x7c00, 0x0000, 0x8000, 0x0001,
        0x03ff, 0x8200, 0x0400, 0x7bff, 0x3c00, 0x7c01};
    uint16_t hbits[16];
    for (int i = 0; i < 16; i++)
        hbits[i] = i < 12 ? special_halves[i]
                          : (uint16_t)(ref_random(&seed) & 0xffff);
    memcpy(in + 128, hbits, 32);

    static const uint64_t dbits[8] = {
        0x7ff8000000000000ull, 0xfff0000000000000ull, 0x0000000000000001ull,
        0x000fffff00000000ull, 0x8000000000000000ull, 0x0010000000000000ull,
        0x7ff0000000000001ull, 0x3ff0000000000000ull};
    memcpy(in + 160, dbits, 64);

    float values[16];
    for (int i = 0; i < 16; i++)
        values[i] = i < 8 ? (float)ref_random_int(&seed, -200, 200) / 2.0f
                          : (float)ref_random_int(&seed, -800, 800) / 8.0f;
    memcpy(in + 224, values, 64);
    int32_t ints[8];
    for (int i = 0; i < 8; i++)
        ints[i] = ref_random_int(&seed, -100, 100);
    memcpy(in + 288, ints, 32);

    /* Floats: classes and the four masks. */
    int32_t classes[32];
    uint32_t masks[4] = {0, 0, 0, 0};
    for (int i = 0; i < 32; i++) {
        float x = float_of(fbits[i]);
        classes[i] = class_number(fpclassify(x));
        masks[0] |= (uint32_t)(isnan(x) != 0) << i;
        masks[1] |= (uint32_t)(isinf(x) != 0) << i;
        masks[2] |= (uint32_t)(isnormal(x) != 0) << i;
        masks[3] |= (uint32_t)(fpclassify(x) == FP_SUBNORMAL) << i;
    }
    memcpy(out, classes, 128);
    memcpy(out + 128, masks, 16);

    int32_t half_classes[16];
    uint32_t half_inf = 0, half_normal = 0;
    for (int i = 0; i < 16; i++) {
        half_classes[i] = half_class(hbits[i]);
        half_inf |= (uint32_t)(half_classes[i] == 1) << i;
        half_normal |= (uint32_t)(half_classes[i] == 4) << i;
    }
    memcpy(out + 144, half_classes, 64);

    int32_t double_classes[8];
    uint32_t double_nan = 0, double_subnormal = 0;
    for (int i = 0; i < 8; i++) {
        double x;
        memcpy(&x, &dbits[i], 8);
        double_classes[i] = class_number(fpclassify(x));
        double_nan |= (uint32_t)(isnan(x) != 0) << i;
        double_subnormal |= (uint32_t)(fpclassify(x) == FP_SUBNORMAL) << i;
    }
    memcpy(out + 208, double_classes, 32);
    uint32_t other[4] = {double_nan, half_inf, double_subnormal, half_normal};
    memcpy(out + 240, other, 16);

    /* Mask operations on the first 16 floats. */
    uint32_t nan = masks[0] & 0xffff, inf = masks[1] & 0xffff, negative = 0;
    for (int i = 0; i < 16; i++)
        negative |= (uint32_t)(float_of(fbits[i]) < 0.0f) << i;
    uint32_t positive_lanes = 0;
    uint32_t lane_vector[8];
    for (int i = 0; i < 8; i++) {
        lane_vector[i] = values[i] > 0.0f;
        positive_lanes |= lane_vector[i] << i;
    }
    uint32_t mask_ops[8] = {
        ~nan & 0xffff,
        bits_set(nan | inf),
        (nan & inf) != 0,
        1,
        (nan == inf) + 2 * (nan != inf),
        nan ^ inf,
        (nan | inf) & ~negative,
        positive_lanes + 0xff * 256};
    memcpy(out + 256, mask_ops, 32);
    memcpy(out + 288, lane_vector, 32);

    int32_t rounded[16];
    int16_t rounded_short[16];
    for (int i = 0; i < 16; i++) {
        rounded[i] = round_half_away(values[i]);
        rounded_short[i] = (int16_t)rounded[i];
    }
    memcpy(out + 320, rounded, 64);
    memcpy(out + 384, rounded_short, 32);

    /* Scalars, and the hints: general, ~nan and nan may be special;
     * zero | normal may not; 53 = has + equal_v + ~general == none +
     * and_t's has_v. */
    int32_t scalars[8] = {round_half_away(values[3]),
                          clamp_int(ints[0], -5, 5),
                          clamp_int(ints[1], -5, 5),
                          1, 0, 1, 1, 1 + 4 + 16 + 32};
    memcpy(out + 416, scalars, 32);

    float clamped[16];
    for (int i = 0; i < 16; i++)
        clamped[i] = values[i] < -20.0f ? -20.0f
                     : values[i] > 30.0f ? 30.0f : values[i];
    memcpy(out + 448, clamped, 64);
    int32_t clamped_ints[8], clamped_square[8];
    for (int i = 0; i < 8; i++) {
        clamped_ints[i] = clamp_int(ints[i], i == 0 ? 2 : -3, 7);
        clamped_square[i] = clamp_int(ints[i], -50, 50);
    }
    memcpy(out + 512, clamped_ints, 32);
    memcpy(out + 544, clamped_square, 32);

    /* The constants from libm in long double, rounded once to float;
     * Euler's gamma (no libm function) from its decimal expansion. */
    long double pi = acosl(-1.0L);
    float constants[16] = {
        (float)expl(1.0L),        (float)(1.0L / logl(2.0L)),
        (float)(1.0L / logl(10.0L)), (float)pi,
        (float)(1.0L / pi),       (float)(1.0L / sqrtl(pi)),
        (float)logl(2.0L),        (float)logl(10.0L),
        (float)sqrtl(2.0L),       (float)sqrtl(3.0L),
        (float)(1.0L / sqrtl(2.0L)), (float)(1.0L / sqrtl(3.0L)),
        (float)0.5772156649015328606L, (float)((1.0L + sqrtl(5.0L)) / 2.0L),
        (float)(1.0L / logl(2.0L)), (float)(acos(-1.0) * exp(1.0))};
    memcpy(out + 576, constants, 64);

    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
