#include "ref.h"

int main(void)
{
    int32_t a = -1000, s = 7;
    uint32_t u = 3000000000u;
    int32_t v[16] = {
        (int32_t)((uint32_t)a << s), a >> s, (int32_t)(u >> s), a & 0xff0,
        a | 0x7, a ^ (int32_t)u, ~a, a / s, a % s, (int32_t)(u / (uint32_t)s),
        (int32_t)(u % (uint32_t)s), (int32_t)(u + u), -a, a * s * 1000,
        (a < 0) + (u > 5u) * 2 + (s == 7) * 4, !a};
    ref_write("out.bin.expected", v, sizeof v);
    return 0;
}
