#include "ref.h"

/* pointer-vector-elements.cpp's kernel in C. */
int main(void)
{
    int32_t v[8], m[8];
    uint32_t seed = 99;
    for (int i = 0; i < 8; i++) {
        v[i] = ref_random_int(&seed, -1000, 1000);
        m[i] = ref_random_int(&seed, -1000, 1000);
    }
    ref_write("v.bin", v, sizeof v);
    ref_write("m.bin", m, sizeof m);
    v[2] = 4;
    v[4] = v[5] = v[0] + 5;
    m[4 + 1] += 3;
    for (int i = 0; i < 4; i++)
        m[i] *= 2;
    ref_write("v_out.bin.expected", v, sizeof v);
    ref_write("m_out.bin.expected", m, sizeof m);
    return 0;
}
