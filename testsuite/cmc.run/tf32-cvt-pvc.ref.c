/* Reference for tf32-cvt-pvc.cpp: each float rounded to a tensorfloat32
 * by value: the nearest multiple of 2^(e-10) for |x| in [2^e, 2^(e+1)),
 * ties to the even multiple, computed with rint in double (exact here);
 * |x| below 2^-126 gives a zero of x's sign; at or past the largest
 * tf32's halfway point an infinity; a NaN stays a NaN with its top
 * mantissa bit set and its low 13 bits cleared. */
#include "ref.h"

static uint32_t bits_of(float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
}

static uint32_t tf32_bits(float x)
{
    uint32_t sign = bits_of(x) & 0x80000000u;
    if (isnan(x))
        return (bits_of(x) | 0x400000u) & ~0x1fffu;
    double magnitude = fabs((double)x);
    if (isinf(x))
        return bits_of(x);
    if (magnitude < 0x1p-126)
        return sign;
    int exponent;
    frexp(magnitude, &exponent); /* magnitude in [2^(exponent-1), 2^exponent) */
    double quantum = ldexp(1.0, exponent - 1 - 10);
    double rounded = rint(magnitude / quantum) * quantum;
    /* the largest tf32 is (2 - 2^-10) * 2^127; its halfway point on */
    if (rounded >= 0x1p128)
        return sign | 0x7f800000u;
    float r = (float)rounded;
    return sign | (bits_of(r) & 0x7fffffffu);
}

int main(void)
{
    float in[32];
    uint32_t seed = 19;
    for (int i = 0; i < 32; i++)
        in[i] = ref_random_full_float(&seed, -1000.0f, 1000.0f);
    in[1] = ref_float_of_bits(0x3f801000u); /* tie, even below: down */
    in[2] = ref_float_of_bits(0x3f803000u); /* tie, odd below: up */
    in[3] = ref_float_of_bits(0x3fffffffu); /* carries into the exponent */
    in[4] = ref_float_of_bits(0x7f7fffffu); /* largest float: infinity */
    in[5] = ref_float_of_bits(0x00400000u); /* denormal: +0 */
    in[6] = ref_float_of_bits(0x80000001u); /* denormal: -0 */
    in[7] = ref_float_of_bits(0xff800000u); /* -infinity */
    in[8] = ref_float_of_bits(0x7f800001u); /* a NaN */
    in[9] = ref_float_of_bits(0xbf801001u); /* just past a tie: away */
    in[20] = ref_float_of_bits(0x00800000u); /* least normal: unchanged */
    uint32_t out[48] = {0};
    for (int i = 0; i < 32; i++)
        out[i] = tf32_bits(in[i]);
    out[32] = tf32_bits(in[3]);
    out[33] = tf32_bits(in[31]);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
