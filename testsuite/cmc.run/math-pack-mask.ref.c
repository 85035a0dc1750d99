#include "ref.h"

int main(void)
{
    uint16_t v[16] = {0, 3, 0, 0, 9, 1, 0, 0xffff, 2, 0, 0, 7, 0, 0, 5, 0};
    uint32_t mask = 0, r[8] = {0};
    for (int i = 0; i < 16; i++)
        if (v[i])
            mask |= 1u << i;
    r[0] = mask;
    uint16_t unpacked[16];
    for (int i = 0; i < 16; i++)
        unpacked[i] = (uint16_t)(((mask ^ 0x5555u) >> i) & 1);
    unsigned char out[64];
    memcpy(out, r, 32);
    memcpy(out + 32, unpacked, 32);
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
