#include "ref.h"

int main(void)
{
    uint32_t out[15 * 8];
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 5; x++)
            for (int i = 0; i < 8; i++)
                out[(y * 5 + x) * 8 + i] = (uint32_t)(x + 100 * y);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
