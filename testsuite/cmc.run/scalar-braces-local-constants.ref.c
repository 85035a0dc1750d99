#include "ref.h"

int main(void)
{
    uint32_t seed = 1212;
    int32_t in[8], r[16] = {0};
    for (int i = 0; i < 8; i++)
        in[i] = ref_random_int(&seed, -100000, 100000);
    r[0] = 16;
    r[1] = 2;
    r[2] = 16;
    r[3] = 256;
    r[4] = (int)((float)in[0] * 0.25f);
    r[5] = (float)in[1] > -60000.0f ? in[1] : -60000;
    r[6] = in[2];
    r[7] = in[3];
    r[8] = (int)(float)in[4];
    r[9] = (int)((uint32_t)in[5] >> 4);
    r[10] = 2 * in[6];
    r[11] = -4;
    ref_write("ints.bin", in, sizeof in);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
