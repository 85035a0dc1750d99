#include "ref.h"

int main(void)
{
    uint32_t counts[16] = {0}, old[8];
    for (int i = 0; i < 8; i++) {
        old[i] = 9;
        if (i >= 2 && i % 2 == 0) { /* active and enabled by the mask */
            old[i] = counts[i * 2];
            counts[i * 2] += (uint32_t)(i + 1);
        }
    }
    ref_write("counts.bin.expected", counts, sizeof counts);
    ref_write("old.bin.expected", old, sizeof old);
    return 0;
}
