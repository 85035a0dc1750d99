/* spec-3-2-3-cmtl-sequences: the three sequences, computed directly. */
#include "ref.h"

int main(void)
{
    unsigned short out[64];
    for (int k = 0; k < 32; k++)
        out[k] = (unsigned short)(10 + 5 * k);
    for (int k = 0; k < 16; k++)
        out[32 + k] = (unsigned short)(2 + 3 * k);
    for (int k = 0; k < 16; k++)
        out[48 + k] = 0xbeef;
    for (int k = 0; k < 10; k++)
        out[48 + 2 + k] = (unsigned short)(1000 + 3 * k);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
