#include "ref.h"

int main(void)
{
    uint32_t seed = 2468;
    uint8_t mask[32], out_mask[32];
    int32_t r[16] = {0};
    for (int i = 0; i < 32; i++)
        mask[i] = (uint8_t)(ref_random(&seed) % 2);
    mask[20] = 7; /* a non-zero byte other than 1 reads as true */
    memcpy(out_mask, mask, sizeof mask);
    int count = 0;
    for (int i = 0; i < 16; i++)
        count += mask[16 + i] != 0;
    r[0] = count;
    int first = mask[0] != 0;
    r[1] = first ? 100 : 200;
    r[2] = mask[3] != 0;
    for (int i = 0; i < 8; i++)
        out_mask[i] = mask[i] == 0;
    out_mask[8] = count > 5;
    out_mask[31] = r[2] != 0 || first;
    r[3] = 31;
    ref_write("mask.bin", mask, sizeof mask);
    ref_write("mask_out.bin.expected", out_mask, sizeof out_mask);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
