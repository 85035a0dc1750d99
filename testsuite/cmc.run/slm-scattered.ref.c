#include "ref.h"

int main(void)
{
    uint32_t offsets[16];
    int32_t data[16], slm[256] = {0}, out[48];
    for (int i = 0; i < 16; i++) {
        offsets[i] = (uint32_t)((i * 7) % 16) * 4; /* byte offsets */
        data[i] = i * 11 - 60;
    }
    unsigned char in[128];
    memcpy(in, offsets, 64);
    memcpy(in + 64, data, 64);
    ref_write("in.bin", in, sizeof in);
    /* first buffer: dword i at offsets[i] */
    for (int i = 0; i < 16; i++)
        slm[offsets[i] / 4] = data[i];
    for (int i = 0; i < 16; i++)
        out[i] = slm[offsets[i] / 4];
    /* second buffer (a block of data), read from byte 16 */
    int32_t block[8];
    for (int i = 0; i < 8; i++)
        block[i] = data[4 + i];
    for (int i = 0; i < 8; i++) {
        out[16 + i] = slm[offsets[i] / 4];
        slm[offsets[i] / 4] += block[i];
        out[24 + i] = block[i];
    }
    for (int i = 0; i < 16; i++)
        out[32 + i] = slm[offsets[i] / 4];
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
