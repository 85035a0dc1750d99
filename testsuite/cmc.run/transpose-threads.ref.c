#include "ref.h"

int main(void)
{
    int32_t in[128], out[128];
    for (int i = 0; i < 128; i++)
        in[i] = i;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
            for (int i = 0; i < 8; i++)
                out[(x * 4 + y) * 8 + i] = in[(y * 4 + x) * 8 + i] * 10 + x;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
