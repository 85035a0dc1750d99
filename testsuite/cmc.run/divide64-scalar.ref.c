#include "ref.h"

int main(void)
{
    int64_t v[4] = {-123456789012345LL, (int64_t)0xfedcba9876543210ULL, 5, 6};
    uint64_t d = 74565;
    int64_t out[4];
    out[0] = v[0] % 1000000007LL;
    out[1] = v[1];
    out[2] = v[0] / 3;
    out[3] = (int64_t)((uint64_t)v[1] % d);
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
