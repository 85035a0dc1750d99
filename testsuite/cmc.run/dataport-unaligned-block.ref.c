#include "ref.h"

int main(void)
{
    int32_t in[16], out[8];
    for (int i = 0; i < 16; i++)
        in[i] = 1000 + i;
    for (int i = 0; i < 8; i++)
        out[i] = in[1 + i];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
