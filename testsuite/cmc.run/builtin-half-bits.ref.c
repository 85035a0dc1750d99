#include <stdbool.h>

#include "ref.h"

static float float_of(uint32_t b)
{
    float f;
    memcpy(&f, &b, 4);
    return f;
}

/* An IEEE half's bits as the float of the same value. */
static float from_half(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000) << 16;
    uint32_t exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
    if (exponent == 0x1f)
        return float_of(sign | 0x7f800000u | mantissa << 13);
    if (exponent != 0)
        return float_of(sign | (exponent + 112) << 23 | mantissa << 13);
    /* zero or a denormal: mantissa * 2^-24 */
    float magnitude = (float)mantissa / 16777216.0f;
    return sign ? -magnitude : magnitude;
}

/* A double (here always a float's value) rounded to the nearest half, ties to even, as half bits (no
 * NaN inputs): |x| = m * 2^e exactly, counted in units of the half's
 * quantum at that magnitude (2^-24 for denormals), rounded. */
static uint16_t to_half(double x)
{
    uint64_t b;
    memcpy(&b, &x, 8);
    uint16_t sign = (uint16_t)(b >> 48 & 0x8000);
    int exponent = (int)(b >> 52 & 0x7ff);
    uint64_t m = b & ((UINT64_C(1) << 52) - 1);
    if (exponent == 0x7ff)
        return (uint16_t)(sign | 0x7c00);
    if (exponent == 0)
        return sign; /* zero, or a double denormal: far below 2^-25 */
    m |= UINT64_C(1) << 52;
    int e = exponent - 1075;
    int top = 52 + e; /* floor(log2 |x|) */
    if (top > 15)
        return (uint16_t)(sign | 0x7c00);
    int quantum = top - 10 < -24 ? -24 : top - 10;
    int shift = quantum - e; /* > 0: m has bits below the quantum */
    uint64_t units;
    if (shift > 60) {
        units = 0; /* below a quarter of the smallest denormal */
    } else {
        units = m >> shift;
        uint64_t rest = m & ((UINT64_C(1) << shift) - 1);
        uint64_t half_quantum = UINT64_C(1) << (shift - 1);
        if (rest > half_quantum || (rest == half_quantum && (units & 1)))
            units++;
    }
    if (units == 2048) {
        units = 1024;
        quantum++;
    }
    if (quantum == -24 && units < 1024)
        return (uint16_t)(sign | units); /* a denormal or zero */
    int biased = quantum + 25;
    if (biased >= 31)
        return (uint16_t)(sign | 0x7c00);
    return (uint16_t)(sign | biased << 10 | (units & 0x3ff));
}

int main(void)
{
    uint32_t seed = 5;
    struct {
        uint16_t bits[16];
        float f[16];
        double d[8];
    } in;
    for (int i = 0; i < 16; i++) {
        in.bits[i] = (uint16_t)ref_random(&seed);
        if ((in.bits[i] & 0x7c00) == 0x7c00 && (in.bits[i] & 0x3ff))
            in.bits[i] ^= 0x4000; /* no NaN: its payload is free */
        uint32_t exponent = 100 + ref_random(&seed) % 45;
        in.f[i] = float_of((ref_random(&seed) & 0x807fffffu) | exponent << 23);
    }
    in.bits[0] = 0x0001; /* the smallest denormal */
    in.bits[1] = 0x03ff; /* the largest denormal */
    in.bits[2] = 0x7c00; /* infinity */
    in.bits[3] = 0x8000; /* -0 */
    in.bits[9] = 0xfbff; /* the most negative finite */
    in.f[0] = 1.0f + 1.0f / 2048.0f;          /* a tie, even below */
    in.f[1] = 1.0f + 3.0f / 2048.0f;          /* a tie, odd below */
    in.f[2] = 65520.0f;                       /* rounds to infinity */
    in.f[3] = 65519.0f;                       /* rounds to 65504 */
    in.f[4] = -INFINITY;
    in.f[5] = 1.0f / 3.0f;
    in.f[6] = 5.9604645e-8f;                  /* 2^-24: smallest denormal */
    in.f[7] = 2.9802322e-8f;                  /* 2^-25: a tie to 0 */
    in.f[8] = 3.0e-8f;                        /* just above: rounds up */
    in.f[9] = -1.0e-10f;                      /* to -0 */
    in.f[10] = 6.1e-5f;                       /* near the smallest normal */
    for (int i = 0; i < 8; i++)
        in.d[i] = (double)in.f[i] * (1.0 + 1.0 / 1024.0);
    /* Just above a tie: one rounding to half would round up, but
     * GenX_IR's mov from :df to :hf goes through :f (its Gen assembly is
     * two movs), where it becomes the tie and rounds to even. */
    in.d[0] = 1.0 + 1.0 / 2048.0 + 1.0 / 1099511627776.0;
    in.d[1] = -(1.0 + 1.0 / 2048.0 + 1.0 / 1099511627776.0);
    in.d[2] = 1.0e300;                        /* to infinity */
    struct {
        float wide[16];
        float matrix[8];
        float halves[8];
        uint16_t narrow[16];
        uint16_t narrow_matrix[8];
        uint16_t same[8];
        uint16_t from_double[8];
        uint8_t pad[48];
    } out;
    memset(&out, 0, sizeof out);
    for (int i = 0; i < 16; i++) {
        out.wide[i] = from_half(in.bits[i]);
        out.narrow[i] = to_half(in.f[i]);
    }
    for (int i = 0; i < 8; i++) {
        out.matrix[i] = from_half(in.bits[8 + i]);
        out.halves[i] = from_half(in.bits[i]);
        out.narrow_matrix[i] = to_half(in.f[8 + i]);
        out.same[i] = in.bits[i];
        out.from_double[i] = to_half((double)(float)in.d[i]);
    }
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
