#include "ref.h"

int main(void)
{
    int16_t m[4][16];
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 16; c++)
            m[r][c] = (int16_t)(r * 100 + c * 3 - 50);
    ref_write("in.bin", m, sizeof m);
    int row = 1, column = 3;
    int16_t piece[2][4];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++)
            piece[i][j] = m[row + i][column + j];
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 4; j++)
            m[row + i][column + 8 + j] = (int16_t)(piece[i][j] + 1);
    ref_write("out.bin.expected", m, sizeof m);
    return 0;
}
