#include "ref.h"

int main(void)
{
    uint32_t out[16] = {0};
    for (int i = 0; i < 8; i++)
        out[i] = 5;
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
