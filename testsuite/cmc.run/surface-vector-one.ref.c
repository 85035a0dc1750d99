#include "ref.h"

/* in: 16 random ints; in_out: the first 8 kept, the next 8 the first 8
 * plus k; out: the first 8 times 3 plus k (k = 5). */
int main(void)
{
    int32_t in[16], in_out[16], out[8];
    const int32_t k = 5;
    uint32_t seed = 2026;
    for (int i = 0; i < 16; i++)
        in[i] = ref_random_int(&seed, -100000, 100000);
    for (int i = 0; i < 8; i++) {
        in_out[i] = in[i];
        in_out[8 + i] = in[i] + k;
        out[i] = in[i] * 3 + k;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("in_out.bin.expected", in_out, sizeof in_out);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
