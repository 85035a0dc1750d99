#include "ref.h"

static const int squares[8] = {0, 1, 4, 9, 16, 25, 36, 49};
static const short grid[2][4] = {{1, 2, 3, 4}, {10, 20, 30, 0}};

int main(void)
{
    int32_t in[8] = {5, 2, 7, 0, 3, 6, 1, 4}; /* a permutation of 0..7 */
    int32_t out[24] = {0};
    int local[8] = {0};
    for (int i = 0; i < 8; i++)
        local[in[i] & 7] = squares[in[i] & 7] + grid[i & 1][in[i] & 3];
    int rows[2][4];
    for (int k = 0; k < 4; k++) {
        rows[0][k] = 5;
        rows[1][k] = local[3];
    }
    rows[1][2] = -7;
    for (int i = 0; i < 8; i++)
        out[i] = local[7 - i] * 100 + rows[i & 1][i & 3];
    for (int i = 0; i < 8; i++)
        out[8 + i] = squares[i] + 1;
    for (int k = 0; k < 4; k++) {
        out[16 + k] = rows[1][k];
        out[20 + k] = grid[1][in[0] & 3];
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
