#include "ref.h"

int main(void)
{
    static const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    static const short grid[2][4] = {{-1, 2, -3, 4}, {5, -6, 7, -8}};
    int32_t v[8], w[8], s[8];
    float f[8];
    uint32_t seed = 41;
    for (int i = 0; i < 8; i++) {
        v[i] = ref_random_int(&seed, -50, 50);
        w[i] = table[v[i] & 7] + 100 + grid[i / 4][i % 4];
        f[i] = (float)v[i] * 0.5f;
        s[i] = v[i] * 3;
    }
    unsigned char out[96];
    memcpy(out, w, 32);
    memcpy(out + 32, f, 32);
    memcpy(out + 64, s, 32);
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
