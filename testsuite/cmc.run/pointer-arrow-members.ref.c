#include "ref.h"

/* pointer-arrow-members.cpp's kernel in C. */
int main(void)
{
    int32_t v[16], m[4][8], r[32] = {0}, r0[16], lv[8];
    int16_t lm[4][8];
    int i = 2;
    uint32_t seed = 4242;
    for (int k = 0; k < 16; k++)
        v[k] = ref_random_int(&seed, -1000, 1000);
    for (int k = 0; k < 32; k++)
        m[k / 8][k % 8] = ref_random_int(&seed, -1000, 1000);
    ref_write("v.bin", v, sizeof v);
    ref_write("m.bin", m, sizeof m);

    for (int k = 0; k < 16; k++)
        r0[k] = v[k];
    int sel[4];
    for (int k = 0; k < 4; k++)
        sel[k] = v[8 + k] + 5;
    for (int k = 0; k < 4; k++)
        v[1 + 2 * k] = sel[k];
    int row0[8];
    for (int k = 0; k < 8; k++)
        row0[k] = m[0][k] * 2;
    for (int k = 0; k < 8; k++)
        m[i][k] = row0[k];
    for (int k = 0; k < 4; k++)
        m[k][i + 1] = 7;
    /* The high halves of words 0, 2, 4, 6 of the matrix's bytes as shorts:
     * short element 1 + 2k is the high half of int k (little endian). */
    for (int k = 0; k < 4; k++) {
        uint32_t w = (uint32_t)m[0][k];
        w = (w & 0xffffu) | 0xffff0000u;
        m[0][k] = (int32_t)w;
    }
    int add[2][2] = {{m[0][0], m[0][1]}, {m[1][0], m[1][1]}};
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 2; b++)
            m[1 + a][i + b] += add[a][b];

    int idx[4] = {3, 0, 15, i};
    for (int k = 0; k < 4; k++)
        r[k] = v[idx[k]];
    for (int c = 0; c < 2; c++)
        for (int w = 0; w < 2; w++)
            r[4 + c * 2 + w] = v[i + c]; /* HS 0: each block repeats one */
    for (int k = 0; k < 8; k++)
        r[8 + k] = m[3][k];
    int any = 0, all = 1;
    for (int k = 0; k < 16; k++) {
        any |= v[k] != 0;
        all &= v[k] != 0;
    }
    r[16] = any;
    r[17] = all;
    r[18] = m[1][1] != 0 || m[1][2] != 0 || m[2][1] != 0 || m[2][2] != 0;
    r[19] = v[2] + v[3];
    r[20] = 4 * 100 + 8 * 10 + 16;
    for (int k = 0; k < 16; k++)
        if (r0[k] > 0)
            v[k] = r0[k] * 3;

    for (int k = 0; k < 8; k++)
        lv[k] = r0[k];
    for (int k = 0; k < 32; k++)
        lm[k / 8][k % 8] = (int16_t)(k * 3 - 40);
    for (int k = 0; k < 4; k++)
        lv[1 + 2 * k] += 3;
    /* shorts 0 and 1 of lv are the two halves of int 0 */
    lv[0] = (int32_t)((11u << 16) | 11u);
    int16_t next[8];
    for (int k = 0; k < 8; k++)
        next[k] = (int16_t)(lm[i + 1][k] * 2);
    for (int k = 0; k < 8; k++)
        lm[i][k] = next[k];
    for (int k = 0; k < 4; k++)
        lm[k][i - 1] = (int16_t)lv[4 + k];
    for (int a = 0; a < 2; a++)
        for (int b = 0; b < 2; b++)
            lm[2 + a][1 + 2 * b] = 5;
    for (int k = 0; k < 8; k++)
        r[24 + k] = lv[k];

    uint8_t out[256];
    memcpy(out, r, 128);
    memcpy(out + 128, lm, 64);
    memset(out + 192, 0, 64);
    ref_write("v_out.bin.expected", v, sizeof v);
    ref_write("m_out.bin.expected", m, sizeof m);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
