#include "ref.h"

static void scale_both(float *x, int32_t *y, float k)
{
    for (int i = 0; i < 16; i++)
        x[i] *= k;
    for (int i = 0; i < 8; i++)
        y[i] += 1;
}

static void shift_both(float *x, int32_t *y, float k)
{
    for (int i = 0; i < 16; i++)
        x[i] += k;
    for (int i = 0; i < 8; i++)
        y[i] -= 2;
}

static void expected(const float *x_in, const int32_t *y_in, int which,
                     const char *name)
{
    float x[16], x2[16], out[32];
    int32_t y[8], y2[8];
    memcpy(x, x_in, sizeof x);
    memcpy(y, y_in, sizeof y);
    if (which > 0)
        scale_both(x, y, 3.0f);
    else
        shift_both(x, y, 0.5f);
    memcpy(x2, x, sizeof x2);
    memcpy(y2, y, sizeof y2);
    for (int i = 0; i < 4 + which; i++) {
        if (i & 1)
            scale_both(x2, y2, -1.0f);
        else
            shift_both(x2, y2, 2.0f);
    }
    memcpy(out, x, sizeof x);
    memcpy(out + 16, x2, 8 * sizeof(float));
    int32_t sums[8];
    for (int i = 0; i < 8; i++)
        sums[i] = y[i] + y2[i];
    memcpy(out + 24, sums, sizeof sums);
    ref_write(name, out, sizeof out);
}

int main(void)
{
    uint32_t seed = 1357;
    float x[16];
    int32_t y[8];
    for (int i = 0; i < 16; i++)
        x[i] = (float)ref_random_int(&seed, -512, 512) / 8.0f;
    for (int i = 0; i < 8; i++)
        y[i] = ref_random_int(&seed, -1000, 1000);
    char input[96];
    memcpy(input, x, sizeof x);
    memcpy(input + 64, y, sizeof y);
    ref_write("in.bin", input, sizeof input);
    expected(x, y, 1, "scaled.bin.expected");
    expected(x, y, -1, "shifted.bin.expected");
    return 0;
}
