#include "ref.h"

int main(void)
{
    float f[8], fo[8];
    int32_t i[16], io[16];
    for (int k = 0; k < 8; k++) {
        f[k] = (float)k - 3.25f;
        fo[k] = f[k] * 1.5f;
    }
    for (int k = 0; k < 16; k++) {
        i[k] = k * 1000 - 7000;
        io[k] = i[k] * -3;
    }
    ref_write("f.bin", f, sizeof f);
    ref_write("f_out.bin.expected", fo, sizeof fo);
    ref_write("i.bin", i, sizeof i);
    ref_write("i_out.bin.expected", io, sizeof io);
    return 0;
}
