#include "ref.h"

/* One row of eight flags per thread, each 1: 12 walker threads (4x3) and
 * 12 groups of one thread (2x3x2). */
int main(void)
{
    uint32_t flags[12 * 8];
    for (int i = 0; i < 12 * 8; i++)
        flags[i] = 1;
    ref_write("walker.bin.expected", flags, sizeof flags);
    ref_write("group.bin.expected", flags, sizeof flags);
    return 0;
}
