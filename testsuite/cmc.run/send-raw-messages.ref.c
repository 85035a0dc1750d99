#include "ref.h"

int main(void)
{
    uint32_t in[128], out[64] = {0};
    uint32_t seed = 23;
    for (int i = 0; i < 128; i++)
        in[i] = ref_random(&seed);
    const uint32_t *a = in + 8, *m = in + 32;
    for (int i = 0; i < 16; i++)
        out[i] = a[i] + 1;        /* OWord 0 */
    for (int i = 0; i < 8; i++)
        out[16 + i] = m[i];       /* OWord 4: row 0 */
    for (int i = 0; i < 16; i++)
        out[24 + i] = m[16 + i];  /* OWord 6: rows 2 and 3 */
    for (int i = 0; i < 8; i++)
        out[40 + i] = in[80 + i]; /* OWord 10: r's first register */
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
