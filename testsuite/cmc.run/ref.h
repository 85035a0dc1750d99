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

/* The float a bfloat16 stands for (the upper half of its bits). */
static inline float ref_bf16_value(uint16_t bits)
{
    uint32_t word = (uint32_t)bits << 16;
    float value;
    memcpy(&value, &word, 4);
    return value;
}

#endif
