#include "ref.h"

int main(void)
{
    uint32_t out[64] = {0};
    for (int i = 0; i < 16; i++) {
        out[8 + i] = i * 3 + 1;
        out[32 + i] = (i * 3 + 1) * 2;
    }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
