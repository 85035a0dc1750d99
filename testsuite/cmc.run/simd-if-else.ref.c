#include "ref.h"

int main(void)
{
    int32_t in[48], r[16];
    uint32_t seed = 17;
    for (int i = 0; i < 16; i++) {
        in[i] = ref_random_int(&seed, -100, 100);
        in[16 + i] = ref_random_int(&seed, 0, 1) * ref_random_int(&seed, 1, 5);
        in[32 + i] = ref_random_int(&seed, 0, 1) * -7;
    }
    for (int i = 0; i < 16; i++) {
        int v = in[i], a = in[16 + i], b = in[32 + i];
        if (a)
            r[i] = b ? (v + 1) * 3 : v + 1;
        else if (b)
            r[i] = v - 1;
        else
            r[i] = v * v;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
