/* The reference of every math-ieee*.cpp: C's float division and square
 * root (correctly rounded) and a logical shift of the ints' bits. */
#include "ref.h"

int main(void)
{
    uint32_t seed = 754;
    struct {
        float a[16], b[16];
        int32_t n[16];
    } in;
    for (int i = 0; i < 16; i++) {
        in.a[i] = ref_random_full_float(&seed, -1000.0f, 1000.0f);
        in.b[i] = ref_random_full_float(&seed, 0.001f, 100.0f);
        if (i & 1)
            in.b[i] = -in.b[i];
        in.n[i] = (int32_t)(ref_random(&seed) ^ ref_random(&seed) << 16);
    }
    struct {
        float quotient[16], root[16];
        int32_t shifted[16];
    } out;
    for (int i = 0; i < 16; i++) {
        out.quotient[i] = in.a[i] / in.b[i];
        out.root[i] = sqrtf(fabsf(in.a[i]));
        out.shifted[i] = (int32_t)((uint32_t)in.n[i] >> (in.n[i] & 31));
    }
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
