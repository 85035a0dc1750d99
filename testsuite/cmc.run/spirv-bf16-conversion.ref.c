/* Reference for spirv-bf16-conversion.cpp: bfloat16 rounding with
 * integer arithmetic on the bits (ties to even; NaN stays a quiet NaN). */
#include "ref.h"

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
    in.f[0] = ref_float_of_bits(0x3f808000u); /* a tie, even below: stays */
    in.f[1] = ref_float_of_bits(0x3f818000u); /* a tie, odd below: rounds up */
    in.f[2] = ref_float_of_bits(0x7f7fffffu); /* rounds to infinity */
    in.f[3] = -INFINITY;
    struct {
        uint16_t rounded[16];
        float widened[8];
        float scalars[8];
        float widened_high[8];
    } out;
    memset(&out, 0, sizeof out);
    for (int i = 0; i < 16; i++)
        out.rounded[i] = ref_bf16_bits(in.f[i]);
    for (int i = 0; i < 8; i++) {
        out.widened[i] = ref_bf16_value(in.bf[i]);
        out.widened_high[i] = ref_bf16_value(in.bf[8 + i]);
    }
    out.scalars[0] = ref_bf16_value(in.bf[9]);
    out.scalars[1] = (float)(int16_t)ref_bf16_bits(in.f[1]);
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
