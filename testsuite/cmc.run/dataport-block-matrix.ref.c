#include "ref.h"

int main(void)
{
    int32_t in[96], out[128] = {0};
    for (int i = 0; i < 96; i++)
        in[i] = i * 7 - 50;
    ref_write("in.bin", in, sizeof in);
    int32_t m[4][8];
    memcpy(m, in, sizeof m);
    memcpy(m[1], in + 32, 16 * sizeof(int32_t));
    memcpy(m[3], in + 48, 8 * sizeof(int32_t));
    for (int j = 0; j < 8; j++)
        m[0][j] += 1000;
    memcpy(out, m, sizeof m);
    memcpy(out + 32, m[2], 16 * sizeof(int32_t));
    memcpy(out + 48, in + 1, 16 * sizeof(int32_t)); /* float bits unchanged */
    int32_t small[4][4] = {{0}};
    memcpy(small[1], in + 64, 4 * sizeof(int32_t));
    memcpy(small[2], in + 68, 8 * sizeof(int32_t));
    for (int j = 0; j < 4; j++)
        small[0][j] = small[3][j] * 2;
    memcpy(out + 64, small, sizeof small);
    memcpy(out + 80, small[1], 4 * sizeof(int32_t));
    memcpy(out + 84, small[1], 8 * sizeof(int32_t));
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
