#include "ref.h"

int main(void)
{
    float f[8], fo[8];
    int32_t i[4], io[4];
    uint32_t seed = 91;
    for (int k = 0; k < 8; k++) {
        f[k] = ref_random_float(&seed, -30.0f, 30.0f);
        fo[k] = f[k] * f[k];
    }
    for (int k = 0; k < 4; k++) {
        i[k] = ref_random_int(&seed, -40000, 40000);
        io[k] = (int32_t)((uint32_t)i[k] * (uint32_t)i[k]);
    }
    ref_write("f.bin", f, sizeof f);
    ref_write("f_out.bin.expected", fo, sizeof fo);
    ref_write("i.bin", i, sizeof i);
    ref_write("i_out.bin.expected", io, sizeof io);
    return 0;
}
