#include "ref.h"

int main(void)
{
    int32_t in[16], first[16], second[16];
    for (int i = 0; i < 16; i++)
        in[i] = first[i] = second[i] = i * 11 - 40;
    for (int i = 0; i < 8; i++) {
        first[i] = in[i] + in[0] + 3;
        second[8 + i] = in[8 + i] + in[8] + 3 + 1000;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("first.bin.expected", first, sizeof first);
    ref_write("second.bin.expected", second, sizeof second);
    return 0;
}
