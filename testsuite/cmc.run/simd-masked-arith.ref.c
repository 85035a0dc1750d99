#include "ref.h"

int main(void)
{
    int32_t n[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 3, 2, 7};
    int32_t v[16] = {0, 5, -3, 7, 2, 9, 1, -8, 4, 6, 3, 12, -1, 8, 10, 0};
    int32_t from[16] = {0, 0, -5, 20, 3, 1, 4, -9, 6, 2, 0, 11, 5, 9, 12, -2};
    int32_t in[48], out[176];
    memcpy(in, n, 64); memcpy(in + 16, v, 64); memcpy(in + 32, from, 64);
    for (int i = 0; i < 16; i++) {
        int32_t c = n[i], x = v[i];
        int32_t down = 100, up = 0, sum = 0, ors = 0, xors = 0, prod = 1;
        int32_t shifted = 1;
        float fsum = 0.5f, fprod = 1.0f;
        int16_t sdown = 50, sup = 0;
        do {
            c = c - 1;
            down = down - 1;
            up = up + 1;
            sdown = (int16_t)(sdown - 1);
            sup = (int16_t)(sup + 1);
            if (x > from[i]) {
                sum = sum + x;
                ors = ors | x;
                xors = xors ^ x;
                prod = (int32_t)((uint32_t)prod * 3u);
                shifted = (int32_t)((uint32_t)shifted << 1);
                fsum = fsum + (float)x;
                fprod = fprod * 1.5f;
            }
            x = x + 1;
        } while (c > 0);
        out[i] = down;
        out[16 + i] = up;
        out[32 + i] = sum;
        out[48 + i] = ors;
        out[64 + i] = xors;
        out[80 + i] = prod;
        out[96 + i] = shifted;
        memcpy(&out[112 + i], &fsum, 4);
        memcpy(&out[128 + i], &fprod, 4);
        out[144 + i] = (int32_t)sdown * 1000 + (int32_t)sup;
        out[160 + i] = x;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
