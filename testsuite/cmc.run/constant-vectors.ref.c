#include <string.h>

#include "ref.h"

int main(void)
{
    static const float fits[8] = {0.0f, 1.5f, -0.25f, 31.0f,
                                  0.1328125f, -17.0f, 2.0f, 0.5f};
    static const float mixed[8] = {0.125f, 0.1f, -0.0f, 32.0f,
                                   1.0f, 2.0f, 3.0f, 4.0f};
    static const int nibbles[16] = {1, -2, 3, -4, 5, -6, 7, -8,
                                    15, 0, 9, 2, 11, 4, 13, 6};
    static const short halves[16] = {-8, 7, 0, 1, -1, 2, -2, 3,
                                     100, 15, 0, 16, -9, 4, 5, 6};
    unsigned char out[512];
    memset(out, 0, sizeof out);
    int ramp[16], signs[8];
    float halfsteps[8], grid[8];
    for (int i = 0; i < 16; i++)
        ramp[i] = i * 3 - 7;
    for (int i = 0; i < 8; i++) {
        halfsteps[i] = 1.5f * i - 3.0f;
        signs[i] = (i & 1) ? -i : i;
    }
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 4; c++)
            grid[r * 4 + c] = r * 0.5f + c;
    memcpy(out + 0, ramp, sizeof ramp);
    memcpy(out + 64, halfsteps, sizeof halfsteps);
    memcpy(out + 96, signs, sizeof signs);
    memcpy(out + 128, grid, sizeof grid);
    memcpy(out + 160, fits, sizeof fits);
    memcpy(out + 192, mixed, sizeof mixed);
    memcpy(out + 224, nibbles, sizeof nibbles);
    memcpy(out + 288, halves, sizeof halves);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
