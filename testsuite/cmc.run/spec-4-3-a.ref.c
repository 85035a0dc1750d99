#include <math.h>

#include "ref.h"

int main(void)
{
    static const float v3[8] = {1, 1, 1, 1, 2, 2, 2, 2};
    static const float v4[8] = {0.2f, 0.2f, 0.2f, 0.2f, 0.3f, 0.3f, 0.3f, 0.3f};
    static const float v6[4] = {0.1f, 0.2f, 0.3f, 0.4f};
    static const float v7[8] = {1, 2, 4, 8, 16, 32, 64, 128};
    float all[40];
    for (int i = 0; i < 4; i++) {
        float product = sinf(0.5f) * 100.0f; /* 47.9...: to uchar, 47 */
        all[i] = (float)(unsigned char)product;
    }
    for (int i = 0; i < 6; i++) {
        all[4 + i] = 32767.0f;                    /* saturated to short */
        all[10 + i] = (float)(short)(40000 - 65536); /* wrapped: -25536 */
    }
    for (int i = 0; i < 8; i++) {
        int group = i / 4 * 4;
        float dot = 0;
        for (int k = 0; k < 4; k++)
            dot += v3[group + k] * v4[group + k];
        all[16 + i] = dot;
        all[24 + i] = v6[0] * v7[i] + v6[3];
        all[32 + i] = v7[i] * 0.5f;
    }
    ref_write("out.bin.expected", all, sizeof all);
    return 0;
}
