#include "ref.h"

int main(void)
{
    int32_t v[4] = {1000000, -2000000, 7, 2147483647};
    int64_t w[4];
    uint64_t u[4];
    for (int i = 0; i < 4; i++) {
        w[i] = (int64_t)v[i] * 3000000 + -5000000000LL;
        u[i] = (uint64_t)w[i] + 0x8000000000000000ull;
    }
    unsigned char out[64];
    memcpy(out, w, 32);
    memcpy(out + 32, u, 32);
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
