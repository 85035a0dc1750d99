#include "ref.h"

/* The kernel's sizes, and the data it places with them. */
int main(void)
{
    unsigned char out[128];
    memset(out, 0, sizeof out);
    int32_t sizes[4] = {8 * 4, 4 * 4 * 2, 16 * 2, 64};
    memcpy(out, sizes, sizeof sizes);
    int32_t second[4] = {7, 7, 7, 7};
    memcpy(out + 16, second, sizeof second);
    uint32_t m[8] = {9, 9, 9, 9, 9, 9, 9, 9};
    memcpy(out + 32, m, sizeof m);
    float f[16];
    for (int i = 0; i < 16; i++)
        f[i] = 1.5f;
    memcpy(out + 128 - sizeof f, f, sizeof f);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
