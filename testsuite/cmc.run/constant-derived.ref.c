#include "ref.h"

/* constant-derived.cpp: each channel on its own. */
static void derived(const int32_t *in, int width, const char *name)
{
    int32_t out[128] = {0};
    for (int i = 0; i < width; i++) {
        int32_t a = in[i];
        out[i] = a > 0 ? in[i] + 1 : in[16 + i] - 1;
        int16_t s = (int16_t)a;
        out[32 + i] = (int16_t)(s + 3 * i);
        out[64 + i] = (int16_t)(s + (int16_t)(3 * i + 30000));
    }
    ref_write(name, out, sizeof out);
}

int main(void)
{
    int32_t in[48];
    uint32_t seed = 57;
    for (int i = 0; i < 48; i++)
        in[i] = ref_random_int(&seed, -30000, 30000);
    ref_write("in.bin", in, sizeof in);
    derived(in, 8, "o8.bin.expected");
    derived(in, 16, "o16.bin.expected");
    derived(in, 32, "o32.bin.expected");
    return 0;
}
