/* Reference for spirv-builtins.cpp: the work-item values of 2x2 groups
 * of 3x2 threads, computed from the SPIR-V definitions for a dispatch
 * without global offset. */
#include "ref.h"

enum { GX = 2, GY = 2, LX = 3, LY = 2, THREADS = GX * GY * LX * LY };

int main(void)
{
    static uint32_t out[THREADS][32];
    for (uint32_t gy = 0; gy < GY; gy++)
        for (uint32_t gx = 0; gx < GX; gx++)
            for (uint32_t ly = 0; ly < LY; ly++)
                for (uint32_t lx = 0; lx < LX; lx++) {
                    uint32_t group[3] = {gx, gy, 0}, local[3] = {lx, ly, 0};
                    uint32_t count[3] = {GX, GY, 1}, size[3] = {LX, LY, 1};
                    uint32_t index = ly * LX + lx;
                    uint32_t linear = (gy * GX + gx) * (LX * LY) + index;
                    uint32_t *v = out[linear];
                    v[0] = 3;
                    for (int d = 0; d < 3; d++) {
                        v[1 + d] = size[d] * count[d];
                        v[4 + d] = group[d] * size[d] + local[d];
                        v[7 + d] = size[d];
                        v[11 + d] = local[d];
                        v[14 + d] = count[d];
                        v[17 + d] = group[d];
                    }
                    v[10] = LY;
                    v[20] = 0;
                    v[21] = index;
                    v[22] = linear;
                    v[23] = 1;
                    v[24] = 1;
                    v[25] = LX * LY;
                    v[26] = LX * LY;
                    v[27] = index;
                    v[28] = 0;
                    v[29] = 0;
                    v[30] = 0;
                    v[31] = 0;
                }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
