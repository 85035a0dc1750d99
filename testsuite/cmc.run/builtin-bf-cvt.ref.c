#include "ref.h"

int main(void)
{
    uint32_t seed = 9;
    struct {
        float f[16];
        uint16_t bf[16];
    } in;
    for (int i = 0; i < 16; i++) {
        in.f[i] = ref_float_of_bits(ref_random(&seed) ^ ref_random(&seed) << 9);
        in.bf[i] = (uint16_t)ref_random(&seed);
    }
    in.f[0] = ref_float_of_bits(0x3f808000u); /* a tie, even below: stays */
    in.f[1] = ref_float_of_bits(0x3f818000u); /* a tie, odd below: rounds up */
    in.f[2] = ref_float_of_bits(0x7f7fffffu); /* rounds to infinity */
    in.f[3] = -INFINITY;
    in.f[4] = ref_float_of_bits(0x7fc00001u); /* a NaN */
    in.f[5] = 1.0f / 3.0f;
    in.f[6] = ref_float_of_bits(0x00012345u); /* a denormal */
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
        out.u[i] = ref_bf16_bits(in.f[i]);
        out.f[i] = ref_bf16_value(in.bf[i]);
    }
    for (int i = 0; i < 8; i++) {
        out.s[i] = (int16_t)ref_bf16_bits(in.f[8 + i]);
        out.h[i] = ref_bf16_bits(in.f[i]);
        out.high[i] = ref_bf16_value(in.bf[8 + i]);
    }
    out.scalars[0] = ref_bf16_value(in.bf[3]);
    out.scalars[1] = ref_bf16_value(ref_bf16_bits(in.f[5]));
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
