/* Reference for builtin-tileid.cpp: tile 0, so 3i + 1 at offset 0. */
#include "ref.h"

int main(void)
{
    uint32_t out[16] = {0};
    for (int i = 0; i < 8; i++)
        out[i] = 3 * i + 1;
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
