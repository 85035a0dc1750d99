#include "ref.h"

int main(void)
{
    int32_t in[16], out[16];
    for (int i = 0; i < 16; i++) {
        in[i] = 3 * i - 20;
        out[i] = in[i] + 1 + 1; /* stored, then incremented */
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
