#include "ref.h"

int main(void)
{
    int32_t in[8], out[16] = {0};
    for (int i = 0; i < 8; i++)
        in[i] = 1000 + i;
    memcpy(out, in, sizeof in);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
