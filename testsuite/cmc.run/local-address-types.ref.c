#include "ref.h"

/* local-address-types.cpp's kernel in C. */
int main(void)
{
    int32_t v[8], r[32] = {0};
    uint32_t seed = 4242;
    for (int i = 0; i < 8; i++)
        v[i] = ref_random_int(&seed, -30000, 30000);

    short h = (short)(short)v[0];
    h = (short)(h + 300);
    float f = (float)v[1];
    f += 0.5f;
    long long wide = v[2];
    wide += 1LL << 40;
    unsigned char byte = (unsigned char)v[3];
    byte = (unsigned char)(byte + 200);

    int w[8];
    for (int i = 0; i < 8; i++)
        w[i] = v[i];
    w[3] += 1000;
    w[2] += 2000;
    for (int i = 0; i < 8; i++)
        w[i] *= 2;

    int m[8];
    for (int i = 0; i < 8; i++)
        m[i] = v[i];
    m[1 * 4 + 2] += 5000;

    int grid[2][4];
    for (int rr = 0; rr < 2; rr++)
        for (int c = 0; c < 4; c++)
            grid[rr][c] = v[rr * 4 + c] + rr;
    int second_row = grid[1][0] + grid[1][1] + grid[1][2] + grid[1][3];
    int k = 1 + (v[4] & 3);
    grid[k / 4][k % 4] += 7;

    char letters[6];
    for (int i = 0; i < 6; i++)
        letters[i] = (char)('a' + ((v[5] + i) & 15));
    for (int i = 0, j = 5; i < j; i++, j--) {
        char t = letters[i];
        letters[i] = letters[j];
        letters[j] = t;
    }

    short tag = (short)v[6];
    tag = (short)(tag - 1);
    int count = v[7] + 11;
    long long total = (long long)v[7] * (1LL << 33);

    r[0] = h;
    r[1] = (int)(f * 2.0f);
    r[2] = (int)(wide >> 32);
    r[3] = (int)wide;
    r[4] = byte;
    for (int i = 0; i < 8; i++) {
        r[5 + i] = w[i];
        r[13 + i] = m[i];
    }
    r[21] = second_row;
    r[22] = grid[0][1] + grid[0][2] * 3 + grid[0][3] * 5 + grid[1][0] * 7;
    for (int i = 0; i < 6; i++)
        r[23] = r[23] * 31 + letters[i];
    r[24] = tag;
    r[25] = count;
    r[26] = (int)(total >> 32);
    r[27] = (int)total;
    r[28] = 7;
    r[29] = 1;
    for (int rr = 0; rr < 2; rr++)
        for (int c = 0; c < 4; c++)
            r[30] += grid[rr][c] * (rr + 1);
    r[31] = (v[0] & 1) ? grid[0][2] : grid[1][2];
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
