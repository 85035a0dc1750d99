#include "ref.h"

int main(void)
{
    int32_t in[8], added[8], filled[8];
    for (int i = 0; i < 8; i++) {
        in[i] = i * i - 20;
        added[i] = in[i] + 1;
        filled[i] = -42;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("copied.bin.expected", in, sizeof in);
    ref_write("added.bin.expected", added, sizeof added);
    ref_write("filled.bin.expected", filled, sizeof filled);
    return 0;
}
