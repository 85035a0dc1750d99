#include "ref.h"

/* 2 groups along x of 3x2 threads; dimension 1 selects y. */
int main(void)
{
    uint32_t out[12][8];
    for (int g = 0; g < 2; g++)
        for (int ly = 0; ly < 2; ly++)
            for (int lx = 0; lx < 3; lx++) {
                uint32_t local = (uint32_t)(ly * 3 + lx);
                uint32_t linear = (uint32_t)g * 6 + local;
                uint32_t v[8] = {(uint32_t)lx, (uint32_t)ly, (uint32_t)g, 2,
                                 2, local, (uint32_t)g, 12};
                memcpy(out[linear], v, sizeof v);
            }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
