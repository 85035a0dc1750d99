#include "ref.h"

int main(void)
{
    int32_t in[16], out[16] = {0};
    for (int i = 0; i < 16; i++)
        in[i] = 5 * i;
    for (int i = 0; i < 8; i++)
        out[8 + i] = in[8 + i] + 1;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
