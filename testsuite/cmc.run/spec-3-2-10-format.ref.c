/* spec-3-2-10-format: byte views computed with shifts (the kernel's
 * chars are signed); element 1 of row 1 of the char view is byte 17,
 * the second byte of int 4; element (1, 7) of the 2x8 view is int 15. */
#include "ref.h"

int main(void)
{
    int32_t m1[16];
    float m4[16];
    uint32_t seed = 3210;
    for (int i = 0; i < 16; i++)
        m1[i] = (int32_t)ref_random(&seed);
    for (int i = 0; i < 16; i++)
        m4[i] = (float)(int)(ref_random(&seed) % 1000) * 0.125f;
    unsigned char in[128];
    memcpy(in, m1, 64);
    memcpy(in + 64, m4, 64);

    int32_t low[16];
    for (int i = 0; i < 16; i++)
        low[i] = (int32_t)(signed char)(uint8_t)((uint32_t)m1[i] & 0xff);
    uint32_t word = (uint32_t)m1[4];
    m1[4] = (int32_t)((word & ~0xff00u) | 0x7f00u);
    m1[15] = -1;
    m4[9] = 2.5f;

    unsigned char out[192];
    memcpy(out, low, 64);
    memcpy(out + 64, m1, 64);
    memcpy(out + 128, m4, 64);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
