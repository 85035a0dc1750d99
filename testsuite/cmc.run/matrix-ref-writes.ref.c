/* The kernel's updates of an 8x8 int matrix m, in order: row 1 columns
 * 2..5 negated; the elements 33, 35, ..., 47 of m (row-major) as a vector
 * v of 8 with its halves swapped (new low = old high + 1, new high = old
 * low * 2); t = the 4x4 block of m at (4, 4), then t's 2x2 block at
 * (2, 2) = the transpose of m's 2x2 block at (6, 0).  Output: m, t. */
#include "ref.h"

int main(void)
{
    int32_t m[64], t[16];
    uint32_t seed = 17;
    for (int i = 0; i < 64; i++)
        m[i] = ref_random_int(&seed, -100000, 100000);
    ref_write("in.bin", m, sizeof m);
    for (int c = 2; c < 6; c++)
        m[8 + c] = -m[8 + c];
    int32_t v[8];
    for (int i = 0; i < 8; i++)
        v[i] = m[33 + 2 * i];
    for (int i = 0; i < 4; i++) {
        m[33 + 2 * i] = v[4 + i] + 1;
        m[33 + 2 * (4 + i)] = v[i] * 2;
    }
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++)
            t[r * 4 + c] = m[(4 + r) * 8 + 4 + c];
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 2; c++)
            t[(2 + r) * 4 + 2 + c] = m[(6 + c) * 8 + r];
    struct {
        int32_t m[64], t[16];
    } out;
    for (int i = 0; i < 64; i++)
        out.m[i] = m[i];
    for (int i = 0; i < 16; i++)
        out.t[i] = t[i];
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
