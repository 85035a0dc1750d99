#include "ref.h"

int main(void)
{
    int32_t m[64], x[8], y[8];
    uint32_t seed = 71;
    for (int i = 0; i < 64; i++)
        m[i] = ref_random_int(&seed, -9, 9);
    for (int i = 0; i < 8; i++)
        x[i] = ref_random_int(&seed, -9, 9);
    for (int i = 0; i < 8; i++) {
        y[i] = 0;
        for (int j = 0; j < 6; j++)
            y[i] += m[i * 8 + j] * x[j];
    }
    ref_write("m.bin", m, sizeof m);
    ref_write("x.bin", x, sizeof x);
    ref_write("y.bin.expected", y, sizeof y);
    return 0;
}
