#include "ref.h"

int main(void)
{
    float in[24], out[24];
    uint32_t seed = 41;
    for (int i = 0; i < 24; i++)
        in[i] = ref_random_float(&seed, -10.0f, 10.0f);
    /* Each thread has its own copies of the globals. */
    for (int t = 0; t < 3; t++) {
        for (int i = 0; i < 8; i++)
            out[8 * t + i] = (0.0f + in[8 * t + i]) + 2.0f;
        out[8 * t] = 4.0f;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
