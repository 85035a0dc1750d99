/* arithmetic.c - overflow-safe arithmetic on the sizes, offsets and strides
 * a user controls (template arguments, constant indices, element counts).
 *
 * Takes any long long operands; guarantees results that never wrap: a
 * saturated result is LLONG_MIN or LLONG_MAX, which every bounds check
 * that uses it rejects, so a huge stride or count is reported as outside
 * its object exactly as a small one is, instead of wrapping to a small
 * value that passes. */
#include <limits.h>

#include "support/support.h"

long long saturating_add(long long a, long long b)
{
    long long sum;
    if (!__builtin_add_overflow(a, b, &sum))
        return sum;
    return b > 0 ? LLONG_MAX : LLONG_MIN;
}

long long saturating_mul(long long a, long long b)
{
    long long product;
    if (!__builtin_mul_overflow(a, b, &product))
        return product;
    return (a < 0) != (b < 0) ? LLONG_MIN : LLONG_MAX;
}

int saturate_int(long long value)
{
    return value > INT_MAX ? INT_MAX : value < INT_MIN ? INT_MIN : (int)value;
}

long long span_last(long long offset, long long count, long long stride)
{
    if (count <= 1)
        return offset;
    return saturating_add(offset, saturating_mul(count - 1, stride));
}

bool span_inside(long long offset, long long count, long long stride,
                 long long size)
{
    if (count < 1 || offset < 0 || offset >= size)
        return false;
    long long last = span_last(offset, count, stride);
    return last >= 0 && last < size;
}
