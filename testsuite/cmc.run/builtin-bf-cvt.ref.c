#include "ref.h"

static uint32_t bits_of(float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
}

static float float_of(uint32_t b)
{
    float f;
    memcpy(&f, &b, 4);
    return f;
}

/* Round to the nearest bfloat16, ties to the even one; NaN stays NaN
 * (quiet). */
static uint16_t to_bf16(float f)
{
    uint32_t b = bits_of(f);
    if ((b & 0x7fffffffu) > 0x7f800000u)
        return (uint16_t)((b >> 16) | 0x40);
    uint32_t upper = b >> 16, lower = b & 0xffff;
    if (lower > 0x8000 || (lower == 0x8000 && (upper & 1)))
        upper++;
    return (uint16_t)upper;
}

static float from_bf16(uint16_t h)
{
    return float_of((uint32_t)h << 16);
}

int main(void)
{
    uint32_t seed = 9;
    struct {
        float f[16];
        uint16_t bf[16];
    } in;
    for (int i = 0; i < 16; i++) {
        in.f[i] = float_of(ref_random(&seed) ^ ref_random(&seed) << 9);
        in.bf[i] = (uint16_t)ref_random(&seed);
    }
    in.f[0] = float_of(0x3f808000u); /* a tie, even below: stays */
    in.f[1] = float_of(0x3f818000u); /* a tie, odd below: rounds up */
    in.f[2] = float_of(0x7f7fffffu); /* rounds to infinity */
    in.f[3] = -INFINITY;
    in.f[4] = float_of(0x7fc00001u); /* a NaN */
    in.f[5] = 1.0f / 3.0f;
    in.f[6] = float_of(0x00012345u); /* a denormal */
    in.bf[0] = 0x7f80; /* infinity */
    in.bf[1] = 0x8000; /* -0 */
    in.bf[2] = 0x0001; /* the smallest denormal */
    for (int i = 0; i < 16; i++)
        if ((in.bf[i] & 0x7f80) == 0x7f80 && (in.bf[i] & 0x7f))
            in.bf[i] = 0x3f80; /* no NaN inputs: their payload is free */
    struct {
        uint16_t u[16];
        int16_t s[8];
        uint16_t h[8];
        float f[16];
        float scalars[8];
        float high[8];
    } out;
    memset(&out, 0, sizeof out);
    for (int i = 0; i < 16; i++) {
        out.u[i] = to_bf16(in.f[i]);
        out.f[i] = from_bf16(in.bf[i]);
    }
    for (int i = 0; i < 8; i++) {
        out.s[i] = (int16_t)to_bf16(in.f[8 + i]);
        out.h[i] = to_bf16(in.f[i]);
        out.high[i] = from_bf16(in.bf[8 + i]);
    }
    out.scalars[0] = from_bf16(in.bf[3]);
    out.scalars[1] = from_bf16(to_bf16(in.f[5]));
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
