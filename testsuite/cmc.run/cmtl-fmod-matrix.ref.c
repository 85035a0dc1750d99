#include "ref.h"

int main(void)
{
    uint32_t state = 77;
    float in[512], out[256];
    for (int i = 0; i < 256; i++) {
        in[i] = ref_random_float(&state, -100.0f, 100.0f);
        float divisor = ref_random_float(&state, 0.5f, 10.0f);
        in[256 + i] = (i & 1) ? -divisor : divisor;
    }
    for (int i = 0; i < 256; i++)
        out[i] = fmodf(in[i], in[256 + i]);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
