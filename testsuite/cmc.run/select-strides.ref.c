#include "ref.h"

int main(void)
{
    float in[16], out[24];
    uint32_t seed = 3;
    for (int i = 0; i < 16; i++)
        in[i] = ref_random_float(&seed, -8.0f, 8.0f);
    for (int i = 0; i < 8; i++) {
        out[2 * i] = in[2 * i + 1];
        out[2 * i + 1] = in[2 * i] * 2.0f;
    }
    for (int i = 0; i < 4; i++) {
        out[16 + i] = in[1 + 4 * i] + in[2 + 4 * i];
        out[20 + i] = 0.0f; /* not written: the buffer's zeros */
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
