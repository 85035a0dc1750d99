#include "ref.h"

int main(void)
{
    float v[16], w[16] = {0};
    uint32_t seed = 5;
    for (int k = 0; k < 16; k++)
        v[k] = ref_random_float(&seed, -100.0f, 100.0f);
    int i = 5, j = 3;
    w[j] = v[i + 1];
    for (int k = 0; k < 4; k++)
        w[8 + k] = v[i + k];
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", w, sizeof w);
    return 0;
}
