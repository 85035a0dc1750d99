#include "ref.h"

int main(void)
{
    int32_t in[8], out[8];
    for (int i = 0; i < 8; i++) {
        in[i] = 1000 * i - 3500;
        out[i] = in[i] + 0 + 1 + 2 + 3 + 4;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
