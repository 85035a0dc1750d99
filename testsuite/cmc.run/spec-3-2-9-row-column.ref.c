/* spec-3-2-9-row-column: v = row 2 before the column is cleared. */
#include "ref.h"

int main(void)
{
    uint32_t m[16], out[20];
    uint32_t seed = 3292;
    for (int i = 0; i < 16; i++)
        m[i] = ref_random(&seed) | 1;
    ref_write("in.bin", m, sizeof m);
    for (int j = 0; j < 4; j++)
        out[j] = m[2 * 4 + j];
    for (int r = 0; r < 4; r++)
        m[r * 4 + 3] = 0;
    memcpy(out + 4, m, sizeof m);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
