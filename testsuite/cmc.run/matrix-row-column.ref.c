#include "ref.h"

int main(void)
{
    uint32_t m[4][4], v[4];
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++)
            m[r][c] = (uint32_t)(r * 10 + c + 1);
    ref_write("in.bin", m, sizeof m);
    for (int c = 0; c < 4; c++)
        v[c] = m[2][c];
    for (int r = 0; r < 4; r++)
        m[r][3] = 0;
    for (int c = 0; c < 4; c++)
        m[0][c] += v[c];
    ref_write("out.bin.expected", m, sizeof m);
    return 0;
}
