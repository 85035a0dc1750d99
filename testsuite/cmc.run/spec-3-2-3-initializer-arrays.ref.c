/* spec-3-2-3-initializer-arrays: the tables as C lays them out, widened
 * or kept as the kernel's element types say; row 2 of the table again. */
#include "ref.h"

int main(void)
{
    static const short odd_steps[2][4] = {{1, 9, 17, 25}, {33, 41, 49, 57}};
    static const short table[5][16] = {
        {4, 6, 8}, {0, 1, 1, 0, 0}, {8, 9, 7, 6}, {23}, {45}};
    unsigned char out[416];
    unsigned short v07[8];
    short vb[8];
    uint32_t m[80];
    for (int i = 0; i < 8; i++) {
        v07[i] = (unsigned short)i;
        vb[i] = odd_steps[i / 4][i % 4];
    }
    for (int i = 0; i < 80; i++)
        m[i] = (uint32_t)(int32_t)table[i / 16][i % 16];
    memcpy(out, v07, 16);
    memcpy(out + 16, vb, 16);
    memcpy(out + 32, m, 320);
    memcpy(out + 352, m + 2 * 16, 64);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
