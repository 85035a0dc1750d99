/* numbers.c - the one reader of integers written in a file cmrun reads.
 *
 * Takes text at a position and the range the number must lie in (the
 * caller's limits come from the vISA specification: num_elts, offsets,
 * region values, execution sizes, ...); guarantees that the digits are
 * read without overflow (no strtol/atoi wrap or saturation, no int
 * truncation), that a number outside the range is reported as such rather
 * than wrapped into it, and that the text position moves past exactly the
 * digits read.  The notation is CISA.l's: decimal digits or 0x/0X and hex
 * digits, with an optional sign (a minus only when the range allows
 * negative values).
 *
 * Exists because every number in a .visaasm (and in the text read_isa.c
 * renders from a .isa) becomes a size, offset or index into cmrun's
 * memory: one checked reader closes the whole class of "a huge value
 * wraps to a small or negative one" bugs instead of one field at a
 * time. */
#include <ctype.h>

#include "cmrun/cmrun.h"

static int digit_value(char c, int base)
{
    int value;
    if (c >= '0' && c <= '9')
        value = c - '0';
    else if (c >= 'a' && c <= 'f')
        value = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F')
        value = c - 'A' + 10;
    else
        return -1;
    return value < base ? value : -1;
}

enum cmrun_number_status cmrun_read_number(const char **text, int base,
                                           int64_t min, uint64_t max,
                                           int64_t *value)
{
    const char *s = *text;
    bool negative = false;
    if (*s == '-' || *s == '+') {
        negative = *s == '-';
        s++;
    }
    if (base == 0) {
        base = 10;
        if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') &&
            digit_value(s[2], 16) >= 0) {
            base = 16;
            s += 2;
        }
    }
    if (digit_value(*s, base) < 0)
        return CMRUN_NUMBER_MISSING;
    /* Accumulate the magnitude; remember (rather than wrap) an overflow
     * and keep consuming digits, so that the caller can show the whole
     * number. */
    uint64_t magnitude = 0;
    bool overflow = false;
    for (int digit; (digit = digit_value(*s, base)) >= 0; s++) {
        if (magnitude > (UINT64_MAX - (uint64_t)digit) / (uint64_t)base)
            overflow = true;
        else
            magnitude = magnitude * (uint64_t)base + (uint64_t)digit;
    }
    *text = s;
    /* The magnitude of MIN, computed without negating INT64_MIN. */
    uint64_t min_magnitude = min < 0 ? (uint64_t)(-(min + 1)) + 1 : 0;
    if (overflow)
        return CMRUN_NUMBER_OUT_OF_RANGE;
    if (negative && magnitude != 0) {
        if (min >= 0 || magnitude > min_magnitude)
            return CMRUN_NUMBER_OUT_OF_RANGE;
        *value = magnitude == min_magnitude && min == INT64_MIN
                     ? INT64_MIN
                     : -(int64_t)magnitude;
        return CMRUN_NUMBER_OK;
    }
    if (magnitude > max || (min > 0 && magnitude < (uint64_t)min))
        return CMRUN_NUMBER_OUT_OF_RANGE;
    /* Above INT64_MAX only when MAX allows it (a uq immediate): the bits. */
    *value = (int64_t)magnitude;
    return CMRUN_NUMBER_OK;
}
