#include "ref.h"

int main(void)
{
    uint32_t out[30][8];
    uint32_t m = 1024, width = 3, per_slice = (m >> 7) * width;
    for (uint32_t group = 0; group < 30; group++) {
        uint32_t within = group % per_slice;
        for (int i = 0; i < 8; i++)
            out[group][i] = ((within / width) << 7) + (uint32_t)(i + 1);
        out[group][1] = group / per_slice + 2;
        out[group][2] = within % width + 3;
    }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
