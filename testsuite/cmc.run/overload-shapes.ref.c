#include "ref.h"

int main(void)
{
    int32_t w[32], out[8];
    uint32_t state = 11;
    for (int i = 0; i < 32; i++)
        w[i] = ref_random_int(&state, 0, 200);
    /* small[r][c] = w[r + c], large[r][c] = w[r + 4 + c] */
    out[0] = w[0 + 1] + 2000;
    out[1] = w[0 + 4 + 0] + 1000;
    out[2] = w[4 + 7] + 100;
    out[3] = w[8 + 15] + 200;
    out[4] = w[11 + 11] + 20;
    out[5] = w[11 + 4 + 15] + 10;
    out[6] = w[1 + 2 * 7] + 100;
    out[7] = w[0 + 1] + 2000;
    ref_write("in.bin", w, sizeof w);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
