#include "ref.h"

int main(void)
{
    int32_t out[128];
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++) {
            int n = y * 4 + x + 1, steps = 0;
            while (n != 1) {
                n = n % 2 ? 3 * n + 1 : n / 2;
                steps++;
            }
            int32_t *v = out + (y * 4 + x) * 8;
            for (int i = 0; i < 8; i++)
                v[i] = steps;
            v[1] = x;
            v[2] = y;
        }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
