#include "ref.h"

/* The helpers written out over plain arrays. */
int main(void)
{
    int32_t in[48];
    for (int k = 0; k < 48; k++)
        in[k] = k * 7 - 100;
    int32_t v[32], w[16], m[4][8];
    memcpy(v, in, sizeof v);
    memcpy(w, in + 16, sizeof w);
    memcpy(m, v, sizeof m);
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 8; c++)
            m[r][c] += r * 8;
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 4; c++)
            m[1 + r][2 + c] += r * 4;
    int32_t s[8];
    memcpy(s, w + 2, sizeof s);
    int32_t total = 0;
    for (int k = 0; k < 8; k += 2)
        total += s[k];
    total += 6;
    int32_t out[80];
    memcpy(out, v, sizeof v);
    memcpy(out + 32, w, sizeof w);
    memcpy(out + 48, &m[0][0] + 8, 16 * sizeof(int32_t));
    for (int k = 0; k < 8; k++)
        out[64 + k] = s[k] + 7;
    out[64] = total;
    memcpy(out + 72, &m[0][0] + 16, 8 * sizeof(int32_t));
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
