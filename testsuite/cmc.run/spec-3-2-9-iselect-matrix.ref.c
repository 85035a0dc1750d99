/* spec-3-2-9-iselect-matrix: a(r, c) = 2 * (2 * r + c). */
#include "ref.h"

int main(void)
{
    uint16_t idx[16];
    int32_t out[12] = {2, 8, 12, -1};
    uint32_t seed = 3291;
    for (int k = 0; k < 8; k++) {
        idx[k] = (uint16_t)(ref_random(&seed) % 4);
        idx[8 + k] = (uint16_t)(ref_random(&seed) % 2);
    }
    for (int k = 0; k < 8; k++)
        out[4 + k] = 2 * (2 * idx[k] + idx[8 + k]);
    ref_write("in.bin", idx, sizeof idx);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
