#include "ref.h"

int main(void)
{
    uint32_t seed = 577;
    int32_t in[40];
    for (int k = 0; k < 40; k++)
        in[k] = ref_random_int(&seed, -500, 500);
    const int32_t *v = in, *m = in + 8; /* m: 4 rows of 8 */
    const int i = 1, n = 8;
    int32_t r[8], out[32] = {0};
    for (int k = 0; k < n / 2; k++)
        r[k] = v[i + k];
    /* replicate<2, 1, 2, 0>(1, i): 2 blocks of 2 copies (hstride 0) of
     * an element, the blocks one element apart (vstride 1, counted in
     * the matrix's row-major elements), from row 1, column i. */
    for (int b = 0; b < n / 4; b++)
        for (int w = 0; w < 2; w++)
            r[n / 2 + 2 * b + w] = m[1 * 8 + i + b];
    for (int k = 0; k < n / 2; k++)
        r[2 * k] += m[2 * 8 + k];
    r[2] = v[n - 1];
    r[3] = v[0];
    r[n - 1] = m[0];
    for (int k = 0; k < n / 2; k++)
        r[2 * k + 1] += 1;
    memcpy(out, r, sizeof r);
    for (int k = 0; k < 8; k++)
        out[8 + k] = m[8 + k];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
