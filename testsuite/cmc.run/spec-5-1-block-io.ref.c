/* spec-5-1-block-io: an 8x8 int surface; plus_one = in + 1, edge = in
 * with column 7 replaced by column 6. */
#include "ref.h"

int main(void)
{
    int32_t in[64], plus_one[64], edge[64];
    uint32_t seed = 511;
    for (int i = 0; i < 64; i++)
        in[i] = (int32_t)ref_random(&seed) >> 4;
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++) {
            plus_one[r * 8 + c] = in[r * 8 + c] + 1;
            edge[r * 8 + c] = in[r * 8 + (c < 7 ? c : 6)];
        }
    ref_write("in.bin", in, sizeof in);
    ref_write("plus_one.bin.expected", plus_one, sizeof plus_one);
    ref_write("edge.bin.expected", edge, sizeof edge);
    return 0;
}
