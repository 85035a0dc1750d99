#include "ref.h"

/* struct-arrays-in-memory.cpp's kernel in C. */
struct reg {
    float data[4][8];
};
struct sg_block {
    struct reg regs[2][2];
    int32_t tag;
};
struct wg_block {
    struct sg_block block[3];
};

int main(void)
{
    static float src[2 * 3 * 4 * 32];
    static struct wg_block dst[2];
    uint32_t seed = 777;
    for (size_t k = 0; k < sizeof src / sizeof src[0]; k++)
        src[k] = (float)ref_random_int(&seed, -1000, 1000) / 8.0f;
    for (size_t k = 0; k < sizeof dst; k++)
        ((uint8_t *)dst)[k] = (uint8_t)ref_random_int(&seed, 0, 255);
    ref_write("src.bin", src, sizeof src);
    ref_write("dst.bin", dst, sizeof dst);

    float sums[2][8];
    for (int g = 0; g < 2; g++) {
        struct wg_block *wg = &dst[g];
        for (int s = 0; s < 3; s++) {
            struct sg_block *sg = &wg->block[s];
            sg->tag = g * 10 + s;
            for (int a = 0; a < 2; a++)
                for (int b = 0; b < 2; b++) {
                    const float *from = src + ((g * 3 + s) * 4 + a * 2 + b) * 32;
                    for (int k = 0; k < 4; k++)
                        for (int j = 0; j < 8; j++)
                            sg->regs[a][b].data[k][j] = from[j * 4 + k] * 2.0f;
                }
        }
        wg->block[1].regs[0][1].data[2][3] = 7.0f;
        wg->block[2].tag += 100;
        wg->block[0].regs[1][1].data[0][0] += 0.5f;
        float *sum = sums[g];
        for (int k = 0; k < 8; k++)
            sum[k] = 0.0f;
        for (int s = 0; s < 3; s++)
            for (int k = 0; k < 4; k++)
                sum[k] += dst[g].block[s].regs[s % 2][1].data[k][s];
        sum[4] = (float)sizeof(struct wg_block);
        sum[5] = (float)sizeof(struct wg_block);
        sum[6] = (float)dst[g].block[2].tag;
        sum[7] = (float)(int)((char *)&wg->block[2].regs[1][0].data[3][5] -
                              (char *)wg);
    }
    ref_write("dst_out.bin.expected", dst, sizeof dst);
    ref_write("sums.bin.expected", sums, sizeof sums);
    return 0;
}
