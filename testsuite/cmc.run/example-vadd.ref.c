/* Reference for examples/vadd.cpp and examples/host/opencl_vadd.cpp:
 * c = a + b, 128 floats. */
#include "ref.h"

enum { COUNT = 16 * 8 };

int main(void)
{
    float a[COUNT], b[COUNT], c[COUNT];
    uint32_t seed = 11;
    for (int i = 0; i < COUNT; i++) {
        a[i] = ref_random_float(&seed, -1000.0f, 1000.0f);
        b[i] = ref_random_float(&seed, -1000.0f, 1000.0f);
        c[i] = a[i] + b[i];
    }
    ref_write("a.bin", a, sizeof a);
    ref_write("b.bin", b, sizeof b);
    ref_write("c.bin.expected", c, sizeof c);
    return 0;
}
