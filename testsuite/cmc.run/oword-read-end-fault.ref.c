#include "ref.h"

int main(void)
{
    uint8_t in[80], out[64] = {0};
    for (int i = 0; i < (int)sizeof in; i++)
        in[i] = (uint8_t)(255 - i);
    memcpy(out, in + 32, 48);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
