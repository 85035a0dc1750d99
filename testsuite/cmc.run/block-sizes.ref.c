#include "ref.h"

int main(void)
{
    int32_t in[64], out[64] = {0};
    for (int i = 0; i < 64; i++)
        in[i] = i * 3 - 50;
    const int32_t *a = in + 4, *b = in + 8, *c = in + 16, *d = in + 32;
    for (int i = 0; i < 4; i++)
        out[i] = a[i] + 1;
    for (int i = 0; i < 8; i++)
        out[4 + i] = b[i] + 2;
    for (int i = 0; i < 16; i++) {
        out[12 + i] = c[i] + 3;
        out[28 + i] = d[2 * i];
        out[44 + i] = d[2 * i + 1] + c[i];
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
