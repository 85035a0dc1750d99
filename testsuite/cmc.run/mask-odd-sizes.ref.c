#include "ref.h"

int main(void)
{
    uint32_t state = 12;
    float in[16];
    for (int i = 0; i < 16; i++)
        in[i] = ref_random_float(&state, -2.0f, 8.0f);
    in[3] = 1.0f; /* the compares' edges */
    in[14] = 0.5f;
    float out[32];
    for (int i = 0; i < 32; i++)
        out[i] = -1.0f;
    for (int i = 0; i < 12; i++)
        out[i] = in[i] < 1.0f ? in[i] : 2.0f;
    for (int i = 0; i < 6; i++) {
        int value = (int)in[2 + 2 * i]; /* float to int truncates */
        out[16 + i] = (float)(value > 3 ? value : 7);
    }
    for (int i = 0; i < 5; i++)
        out[24 + i] = in[11 + i] >= 0.5f ? 0.5f : in[11 + i];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
