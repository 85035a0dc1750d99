/* ref.h - helpers for the reference programs of the run tests.
 *
 * A reference NAME.ref.c writes the input files its test's run-kernel
 * directives name and, for each output OUT, the expected bytes as
 * OUT.expected.  It computes them independently of cmc and cmrun, in
 * plain C on the host.  Inputs come from a fixed pseudo-random sequence,
 * so every run sees the same data. */
#ifndef CMC_TESTSUITE_REF_H
#define CMC_TESTSUITE_REF_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Write SIZE bytes to PATH; exit 1 on failure. */
static inline void ref_write(const char *path, const void *data, size_t size)
{
    FILE *file = fopen(path, "wb");
    if (!file || fwrite(data, 1, size, file) != size || fclose(file) != 0) {
        perror(path);
        exit(1);
    }
}

/* A deterministic pseudo-random sequence (a linear congruential
 * generator); *state is the seed. */
static inline uint32_t ref_random(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return *state >> 8;
}

/* x + y with the wrap-around of the kernel's 32-bit lanes. */
static inline int32_t ref_wrap_add(int32_t x, int32_t y)
{
    return (int32_t)((uint32_t)x + (uint32_t)y);
}

/* Pseudo-random int in [low, high]. */
static inline int32_t ref_random_int(uint32_t *state, int32_t low, int32_t high)
{
    return low + (int32_t)(ref_random(state) % (uint32_t)(high - low + 1));
}

/* Pseudo-random float in [low, high), with few mantissa bits so that sums
 * and products are exact. */
static inline float ref_random_float(uint32_t *state, float low, float high)
{
    return low + (high - low) * (float)(ref_random(state) % 1024) / 1024.0f;
}

/* The float whose bits are `bits`. */
static inline float ref_float_of_bits(uint32_t bits)
{
    float value;
    memcpy(&value, &bits, 4);
    return value;
}

/* f rounded to the nearest bfloat16, ties to even, as its bits; a NaN
 * stays a NaN (made quiet). */
static inline uint16_t ref_bf16_bits(float f)
{
    uint32_t bits;
    memcpy(&bits, &f, 4);
    if ((bits & 0x7fffffffu) > 0x7f800000u)
        return (uint16_t)(bits >> 16 | 0x40);
    uint32_t upper = bits >> 16, lower = bits & 0xffff;
    if (lower > 0x8000 || (lower == 0x8000 && (upper & 1)))
        upper++;
    return (uint16_t)upper;
}

/* The float a bfloat16 stands for (the upper half of its bits). */
static inline float ref_bf16_value(uint16_t bits)
{
    uint32_t word = (uint32_t)bits << 16;
    float value;
    memcpy(&value, &word, 4);
    return value;
}

/* Pseudo-random float in [low, high) with a full significand (24 random
 * bits), so that products are rounded. */
static inline float ref_random_full_float(uint32_t *state, float low,
                                          float high)
{
    double unit = (double)(ref_random(state) & 0xffffffu) / 16777216.0;
    return (float)(low + (high - (double)low) * unit);
}

/* The value of IEEE half bits. */
static inline double ref_half_value(uint16_t bits)
{
    int exponent = bits >> 10 & 0x1f;
    int fraction = bits & 0x3ff;
    double magnitude = exponent == 0x1f ? (fraction ? NAN : INFINITY)
                       : exponent == 0 ? ldexp(fraction, -24)
                                       : ldexp(1024 + fraction, exponent - 25);
    return bits & 0x8000 ? -magnitude : magnitude;
}

/* x rounded to the nearest half, ties to even, as its bits: |x| counted
 * in units of the half's quantum at its magnitude (2^-24 below 2^-14),
 * rounded by rint (the host's default rounding: to nearest even). */
static inline uint16_t ref_half_bits(double x)
{
    uint16_t sign = signbit(x) ? 0x8000 : 0;
    double magnitude = fabs(x);
    if (isnan(x))
        return sign | 0x7e00;
    if (magnitude >= 65520.0) /* the midpoint of 65504 and 2^16 and up */
        return sign | 0x7c00;
    if (magnitude < 0x1p-14) /* subnormal; 1024 units is the least normal */
        return sign | (uint16_t)rint(ldexp(magnitude, 24));
    int exponent;
    frexp(magnitude, &exponent); /* magnitude in [2^(exponent-1), 2^exponent) */
    double units = rint(ldexp(magnitude, 11 - exponent)); /* 1024..2048 */
    if (units == 2048.0) {
        units = 1024.0;
        exponent++;
    }
    return sign | (uint16_t)((exponent + 14) << 10 | ((int)units - 1024));
}

/* Bits of a normal bfloat16 (exponent 2^-4 .. 2^4) and of a normal half
 * (2^-4 .. 2^4), either sign, random mantissa: DPAS inputs whose products
 * and pair sums stay far from overflow and underflow. */
static inline uint16_t ref_random_bf16_bits(uint32_t *state)
{
    return (uint16_t)((ref_random(state) & 1) << 15 |
                      (uint32_t)ref_random_int(state, 123, 131) << 7 |
                      (ref_random(state) & 127));
}

static inline uint16_t ref_random_half_bits(uint32_t *state)
{
    return (uint16_t)((ref_random(state) & 1) << 15 |
                      (uint32_t)ref_random_int(state, 11, 19) << 10 |
                      (ref_random(state) & 1023));
}

/* The value of IEEE half bits as a float (exact). */
static inline float ref_half_float(uint16_t bits)
{
    return (float)ref_half_value(bits);
}

#endif
