#include "ref.h"

int main(void)
{
    uint32_t out[8][8];
    for (uint32_t y = 0; y < 2; y++)
        for (uint32_t x = 0; x < 4; x++)
            for (uint32_t i = 0; i < 8; i++)
                out[y * 4 + x][i] = x * 100 + y * 10 + i;
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
