/* Reference for examples/make/saxpy.cpp: y = 2.5 * x + y, 64 floats. */
#include "ref.h"

enum { COUNT = 4 * 16 };

int main(void)
{
    float x[COUNT], y[COUNT], out[COUNT];
    uint32_t seed = 7;
    for (int i = 0; i < COUNT; i++) {
        x[i] = (float)ref_random_int(&seed, -1000, 1000) / 8.0f;
        y[i] = (float)ref_random_int(&seed, -1000, 1000) / 4.0f;
        out[i] = 2.5f * x[i] + y[i];
    }
    ref_write("x.bin", x, sizeof x);
    ref_write("y.bin", y, sizeof y);
    ref_write("y_out.bin.expected", out, sizeof out);
    return 0;
}
