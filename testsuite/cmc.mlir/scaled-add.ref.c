/* c = a * 2.5 + b for 4 threads of 3 blocks of 8 floats (scaled-add.mlir). */
#include <math.h>

#include "../cmc.run/ref.h"

enum { COUNT = 4 * 3 * 8 };

int main(void)
{
    float a[COUNT], b[COUNT], c[COUNT];
    for (int i = 0; i < COUNT; i++) {
        a[i] = (float)(i % 17) * 0.75f - 4.0f;
        b[i] = (float)(i * 3 % 11) - 5.5f;
        c[i] = fmaf(a[i], 2.5f, b[i]);
    }
    ref_write("a.bin", a, sizeof a);
    ref_write("b.bin", b, sizeof b);
    ref_write("c.bin.expected", c, sizeof c);
    return 0;
}
