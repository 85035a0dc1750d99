#include "ref.h"

int main(void)
{
    uint32_t u[8] = {0, 99, 100, 101, 0xffffffffu, 0x80000000u, 7, 1000};
    uint32_t out[16];
    for (int i = 0; i < 8; i++) {
        out[i] = u[i] < 100u ? u[i] : 100u;
        int32_t s = (int32_t)u[i];
        out[8 + i] = (uint32_t)(s > 100 ? s : 100);
    }
    ref_write("in.bin", u, sizeof u);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
