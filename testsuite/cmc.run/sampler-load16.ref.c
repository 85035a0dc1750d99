#include "ref.h"

static uint32_t words[4][8];
static uint8_t rgba[4][8][4];

int main(void)
{
    uint32_t seed = 11;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 8; x++) {
            words[y][x] = ref_random(&seed);
            for (int c = 0; c < 4; c++)
                rgba[y][x][c] = (uint8_t)ref_random(&seed);
        }
    ref_write("words.bin", words, sizeof words);
    ref_write("rgba.bin", rgba, sizeof rgba);
    uint32_t u[16], v[16];
    for (int i = 0; i < 16; i++) {
        u[i] = (uint32_t)((i * 5) % 9);         /* 8 is outside */
        v[i] = (uint32_t)(i % 5);               /* 4 is outside */
    }
    u[15] = 0xffffffffu;                        /* -1: outside */
    uint8_t coords[128];
    memcpy(coords, u, 64);
    memcpy(coords + 64, v, 64);
    ref_write("coords.bin", coords, sizeof coords);

    uint8_t out[384];
    uint32_t r[16];
    float color[3][16], ra[32];
    for (int i = 0; i < 16; i++) {
        int inside = u[i] < 8 && v[i] < 4;
        r[i] = inside ? words[v[i]][u[i]] : 0;
        color[0][i] = inside ? (float)rgba[v[i]][u[i]][1] / 255.0f : 0.0f;
        color[1][i] = inside ? (float)rgba[v[i]][u[i]][2] / 255.0f : 0.0f;
        color[2][i] = -1.0f;
        int row0 = u[i] < 8;                    /* v left out: 0 */
        ra[i] = row0 ? (float)rgba[0][u[i]][0] / 255.0f : 0.0f;
        ra[16 + i] = row0 ? (float)rgba[0][u[i]][3] / 255.0f : 0.0f;
    }
    memcpy(out, r, 64);
    memcpy(out + 64, color, 192);
    memcpy(out + 256, ra, 128);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
