#include "ref.h"

static uint32_t counters[2][4];
static uint32_t u[8], v[8], amount[8], compare[8], lod[8], out[48];
static uint16_t mask[8];

/* The pixel at (x, y), or NULL outside the image. */
static uint32_t *pixel(uint32_t x, uint32_t y)
{
    return x < 4 && y < 2 ? &counters[y][x] : NULL;
}

int main(void)
{
    static const uint32_t us[8] = {0, 1, 0, 3, 2, 7, 1, 3};
    static const uint32_t vs[8] = {0, 1, 0, 1, 0, 0, 1, 2};
    for (int i = 0; i < 8; i++) {
        u[i] = us[i];
        v[i] = vs[i];
        amount[i] = 3u * (uint32_t)i + 1u;
    }
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 4; x++)
            counters[y][x] = (uint32_t)(10 * y + x);
    ref_write("counters.bin", counters, sizeof counters);
    /* compare: lanes 1 and 4 match what the pixel will hold */
    uint32_t sim[2][4];
    memcpy(sim, counters, sizeof sim);
    for (int i = 0; i < 8; i++)
        if (u[i] < 4 && v[i] < 2)
            sim[v[i]][u[i]] += amount[i] + 1;
    for (int i = 0; i < 8; i++)
        compare[i] = 12345;
    compare[1] = sim[1][1];                     /* after both updates */
    compare[4] = sim[0][2];
    static const uint16_t masks[8] = {1, 0, 0xffff, 0, 2, 1, 0, 1};
    static const uint32_t lods[8] = {0, 0, 1, 0, 0, 0, 3, 0};
    memcpy(mask, masks, sizeof mask);
    memcpy(lod, lods, sizeof lod);
    uint8_t coords[176];
    memcpy(coords, u, 32);
    memcpy(coords + 32, v, 32);
    memcpy(coords + 64, amount, 32);
    memcpy(coords + 96, compare, 32);
    memcpy(coords + 128, mask, 16);
    memcpy(coords + 144, lod, 32);
    ref_write("coords.bin", coords, sizeof coords);

    for (int i = 0; i < 8; i++) {
        uint32_t *p = pixel(u[i], v[i]);
        out[i] = p ? *p : 0;
        if (p)
            *p += amount[i];
    }
    for (int i = 0; i < 8; i++) {
        uint32_t *p = pixel(u[i], v[i]);
        out[8 + i] = p ? *p : 0;
        if (p)
            *p += 1;
    }
    for (int i = 0; i < 8; i++) {
        uint32_t *p = pixel(u[i], v[i]);
        out[16 + i] = p ? *p : 0;
        if (p && *p == compare[i])
            *p = 1000;
    }
    for (int i = 0; i < 8; i++) {
        uint32_t *p = pixel(u[i], 0);
        out[24 + i] = p ? *p : 0;
        if (p && amount[i] > *p)
            *p = amount[i];
    }
    for (int i = 0; i < 8; i++) {
        uint32_t *p = pixel(u[i], v[i]);
        out[32 + i] = !mask[i] ? 77 : p ? *p : 0;
        if (mask[i] && p)
            *p += amount[i];
    }
    for (int i = 0; i < 8; i++) {
        uint32_t *p = lod[i] == 0 ? pixel(u[i], v[i]) : NULL;
        out[40 + i] = !mask[i] ? 5 : p ? *p : 0;
        if (mask[i] && p)
            *p += 1;
    }
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("counters_out.bin.expected", counters, sizeof counters);
    return 0;
}
