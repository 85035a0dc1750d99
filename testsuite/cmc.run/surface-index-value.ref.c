#include "ref.h"

/* The indices cmrun's surfaces and sampler are bound at, in argument
 * order: first 0, the pair 1 and 2, last 3; the sampler 0.  The pair's
 * buffers are not written. */
int main(void)
{
    uint32_t v[8] = {0, 1, 2, 0, 3, 3, 1, 0};
    ref_write("first.bin.expected", v, sizeof v);
    ref_write("last.bin.expected", v, sizeof v);
    uint32_t untouched[4] = {0, 0, 0, 0};
    ref_write("x.bin.expected", untouched, sizeof untouched);
    ref_write("y.bin.expected", untouched, sizeof untouched);
    return 0;
}
