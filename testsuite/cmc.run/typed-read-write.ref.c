#include "ref.h"

static uint8_t rgba[2][8][4];
static float mono[2][16], wide[2][8][4];
static uint32_t u[8], v[8], u16[16];
static float stores[2][8];

static uint32_t bits_of(float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
}

static uint8_t to_unorm8(float f)
{
    if (!(f > 0.0f))
        return 0;
    if (f >= 1.0f)
        return 255;
    return (uint8_t)nearbyintf(f * 255.0f);
}

int main(void)
{
    uint32_t seed = 7;
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 8; x++)
            for (int c = 0; c < 4; c++) {
                rgba[y][x][c] = (uint8_t)ref_random(&seed);
                wide[y][x][c] = ref_random_float(&seed, -4.0f, 4.0f);
            }
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 16; x++)
            mono[y][x] = ref_random_float(&seed, -100.0f, 100.0f);
    static const uint32_t columns[8] = {3, 0, 9, 7, 1, 8, 5, 2};
    for (int i = 0; i < 8; i++) {
        u[i] = columns[i];
        v[i] = (uint32_t)(i & 1);
        stores[0][i] = -0.5f + 0.25f * (float)i;        /* R, clamped below */
        stores[1][i] = 0.3f + 0.1f * (float)i;          /* G, clamped above */
    }
    for (int i = 0; i < 16; i++)
        u16[i] = (uint32_t)(i * 3 % 17);                /* 16 is outside */
    uint8_t coords[192] = {0};
    memcpy(coords, u, 32);
    memcpy(coords + 32, v, 32);
    memcpy(coords + 64, u16, 64);
    memcpy(coords + 128, stores, 64);
    ref_write("coords.bin", coords, sizeof coords);
    ref_write("rgba.bin", rgba, sizeof rgba);
    ref_write("mono.bin", mono, sizeof mono);
    ref_write("wide.bin", wide, sizeof wide);

    float out[160] = {0};
    for (int i = 0; i < 8; i++) {
        int inside = u[i] < 8;
        out[i] = inside ? (float)rgba[v[i]][u[i]][0] / 255.0f : 0.0f;
        out[8 + i] = inside ? (float)rgba[v[i]][u[i]][2] / 255.0f : 0.0f;
        out[16 + i] = inside ? (float)rgba[0][u[i]][3] / 255.0f : 0.0f;
    }
    for (int i = 0; i < 16; i++) {
        int inside = u16[i] < 16;
        out[24 + i] = inside ? mono[1][u16[i]] : 0.0f;
        out[40 + i] = 0.0f;
        out[56 + i] = 0.0f;
        out[72 + i] = inside ? 1.0f : 0.0f;
    }
    for (int i = 0; i < 8; i++) {
        if (u[i] >= 8)
            continue;
        rgba[v[i]][u[i]][0] = to_unorm8(stores[0][i]);
        rgba[v[i]][u[i]][1] = to_unorm8(stores[1][i]);
        wide[v[i]][u[i]][0] = stores[0][i];
        wide[v[i]][u[i]][3] = stores[1][i];
    }
    uint32_t *bits = (uint32_t *)(out + 88);
    for (int i = 0; i < 8; i++)
        for (int c = 0; c < 3; c++)
            bits[c * 8 + i] = u[i] < 8 ? bits_of(wide[v[i]][u[i]][c]) : 0;
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("rgba_out.bin.expected", rgba, sizeof rgba);
    ref_write("wide_out.bin.expected", wide, sizeof wide);
    return 0;
}
