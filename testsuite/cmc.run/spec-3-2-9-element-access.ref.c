/* spec-3-2-9-element-access: the same assignments on C arrays; m2(0,3)
 * is an index 0..7 and the other m2 elements are noise. */
#include "ref.h"

int main(void)
{
    uint32_t v1[8], m1[16];
    uint16_t m2[16];
    uint32_t seed = 329;
    for (int i = 0; i < 8; i++)
        v1[i] = ref_random(&seed);
    for (int i = 0; i < 16; i++)
        m1[i] = ref_random(&seed);
    for (int i = 0; i < 16; i++)
        m2[i] = (uint16_t)ref_random(&seed);
    m2[3] = 6;
    unsigned char in[128];
    memcpy(in, v1, 32);
    memcpy(in + 32, m1, 64);
    memcpy(in + 96, m2, 32);

    m1[2 * 4 + 3] = v1[2];
    m1[1 * 4 + 0] = v1[5];
    v1[m2[3]] += 1;

    unsigned char out[96];
    memcpy(out, v1, 32);
    memcpy(out + 32, m1, 64);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
