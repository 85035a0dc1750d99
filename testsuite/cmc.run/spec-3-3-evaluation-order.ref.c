/* spec-3-3-evaluation-order: new m[2..5] = old m[0..3] + old m[2..5]. */
#include "ref.h"

int main(void)
{
    float m[8], out[8];
    uint32_t seed = 33;
    for (int i = 0; i < 8; i++)
        m[i] = (float)(int)(ref_random(&seed) % 200) - 100.0f;
    memcpy(out, m, sizeof m);
    for (int i = 0; i < 4; i++)
        out[2 + i] = m[i] + m[2 + i];
    ref_write("in.bin", m, sizeof m);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
