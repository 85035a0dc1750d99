/* Reference for spec-constant.cpp: every specialization constant takes
 * its default value (nothing specializes a .isa). */
#include "ref.h"

int main(void)
{
    int32_t out[16] = {0};
    uint32_t n = 5;
    out[0] = 17 * (int32_t)n;
    out[1] = -2;
    out[2] = 300;
    out[3] = 1 + 1; /* 0x100000001: high word 1, low word 1 */
    out[4] = (int32_t)(0.0f + 1.5f);
    out[5] = (int32_t)(2.5f * 4.0f);
    out[6] = 18;
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
