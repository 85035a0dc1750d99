/* spec-3-2-2-copy-constructor: out = {117, 231, 0 x 6, in[5], in[6], 0 x 6}. */
#include "ref.h"

int main(void)
{
    unsigned char in[16], out[16] = {0};
    uint32_t seed = 322;
    for (int i = 0; i < 16; i++)
        in[i] = (unsigned char)ref_random(&seed);
    out[0] = 117;
    out[1] = 231;
    out[8] = in[5];
    out[9] = in[6];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
