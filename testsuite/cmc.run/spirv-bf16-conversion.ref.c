/* Reference for spirv-bf16-conversion.cpp: bfloat16 rounding with
 * integer arithmetic on the bits (ties to even; NaN stays a quiet NaN). */
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
    uint32_t seed = 13;
    struct {
        float f[16];
        uint16_t bf[16];
    } in;
    for (int i = 0; i < 16; i++) {
        in.f[i] = ref_random_float(&seed, -1e6f, 1e6f);
        /* finite bfloat16 values (no NaN payloads to compare) */
        in.bf[i] = (uint16_t)(ref_random(&seed) & 0xbeff);
    }
    in.f[0] = float_of(0x3f808000u); /* a tie, even below: stays */
    in.f[1] = float_of(0x3f818000u); /* a tie, odd below: rounds up */
    in.f[2] = float_of(0x7f7fffffu); /* rounds to infinity */
    in.f[3] = -INFINITY;
    struct {
        uint16_t rounded[16];
        float widened[8];
        float scalars[8];
        float widened_high[8];
    } out;
    memset(&out, 0, sizeof out);
    for (int i = 0; i < 16; i++)
        out.rounded[i] = to_bf16(in.f[i]);
    for (int i = 0; i < 8; i++) {
        out.widened[i] = from_bf16(in.bf[i]);
        out.widened_high[i] = from_bf16(in.bf[8 + i]);
    }
    out.scalars[0] = from_bf16(in.bf[9]);
    out.scalars[1] = (float)(int16_t)to_bf16(in.f[1]);
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
