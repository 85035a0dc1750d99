#include <stdbool.h>

#include "ref.h"

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
        in.f[i] = ref_float_of_bits((ref_random(&seed) & 0x807fffffu) | exponent << 23);
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
        out.wide[i] = (float)ref_half_value(in.bits[i]);
        out.narrow[i] = ref_half_bits(in.f[i]);
    }
    for (int i = 0; i < 8; i++) {
        out.matrix[i] = (float)ref_half_value(in.bits[8 + i]);
        out.halves[i] = (float)ref_half_value(in.bits[i]);
        out.narrow_matrix[i] = ref_half_bits(in.f[8 + i]);
        out.same[i] = in.bits[i];
        out.from_double[i] = ref_half_bits((double)(float)in.d[i]);
    }
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
