#include "ref.h"

int main(void)
{
    float m[4][8], m2[2][2];
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 8; c++)
            m[r][c] = (float)(r * 8 + c) + 0.5f;
    ref_write("in.bin", m, sizeof m);
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            m2[i][j] = m[1 + 2 * i][2 + 4 * j];
    for (int r = 0; r < 4; r++)
        for (int j = 0; j < 4; j++)
            m[r][2 * j] = 0.0f;
    m[3][0] = m2[0][0];
    m[3][1] = m2[0][1];
    m[3][2] = m2[1][0];
    m[3][3] = m2[1][1];
    ref_write("out.bin.expected", m, sizeof m);
    return 0;
}
