#include "ref.h"

int main(void)
{
    int32_t out[16] = {0};
    for (int i = 8; i < 16; i++)
        out[i] = 1;
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
