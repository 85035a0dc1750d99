/* half_float.c - IEEE half-precision bits of a float, for the stages that
 * write half constants (the backend's vISA immediates, the SPIR-V
 * writer's OpConstant words).
 *
 * Takes any float; guarantees the nearest half, ties to even, with
 * overflow to infinity, gradual underflow to subnormals and zero, and a
 * NaN kept a (quiet) NaN.  cmrun keeps its own conversion on purpose: it
 * checks what cmc writes, so the two must not share a bug. */
#include <string.h>

#include "support/support.h"

uint16_t float_to_half_bits(float value)
{
    uint32_t bits;
    memcpy(&bits, &value, sizeof bits);
    uint32_t sign = (bits >> 16) & 0x8000;
    int exponent = (int)((bits >> 23) & 0xff) - 127 + 15;
    uint32_t mantissa = bits & 0x7fffff;
    if (((bits >> 23) & 0xff) == 0xff)
        return (uint16_t)(sign | 0x7c00 | (mantissa ? 0x200 : 0));
    if (exponent >= 31)
        return (uint16_t)(sign | 0x7c00);
    if (exponent <= 0) {
        if (exponent < -10)
            return (uint16_t)sign;
        mantissa |= 0x800000;
        int shift = 14 - exponent;
        uint32_t half = mantissa >> shift;
        uint32_t rest = mantissa & ((1u << shift) - 1);
        uint32_t halfway = 1u << (shift - 1);
        if (rest > halfway || (rest == halfway && (half & 1)))
            half++;
        return (uint16_t)(sign | half);
    }
    uint32_t half = sign | ((uint32_t)exponent << 10) | (mantissa >> 13);
    uint32_t rest = mantissa & 0x1fff;
    if (rest > 0x1000 || (rest == 0x1000 && (half & 1)))
        half++;
    return (uint16_t)half;
}
