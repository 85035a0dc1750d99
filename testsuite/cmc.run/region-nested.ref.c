#include "ref.h"

int main(void)
{
    int32_t in[16], out[16];
    for (int i = 0; i < 16; i++)
        in[i] = out[i] = 3 * i + 1;
    out[4] = 7;
    out[8] = 7;
    out[15] = in[4] * 100 + in[8];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
