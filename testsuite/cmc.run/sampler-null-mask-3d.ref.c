#include "ref.h"

static float image[4][8];

static int64_t texel(float c, int size, int offset)
{
    int64_t i = (int64_t)floorf(c * (float)size) + offset;
    return i < 0 ? 0 : i >= size ? size - 1 : i;
}

static uint32_t bits_of(float f)
{
    uint32_t b;
    memcpy(&b, &f, 4);
    return b;
}

int main(void)
{
    uint32_t seed = 3;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 8; x++)
            image[y][x] = ref_random_float(&seed, -50.0f, 50.0f);
    ref_write("image.bin", image, sizeof image);
    float u[16], v[16];
    uint32_t iu[16], iv[16], levels[8];
    for (int i = 0; i < 16; i++) {
        u[i] = -0.1875f + 0.078125f * (float)i;
        v[i] = 1.125f - 0.09375f * (float)i;
        iu[i] = (uint32_t)((i * 3) % 10);       /* 8, 9: outside */
        iv[i] = (uint32_t)(i % 4);
    }
    for (int i = 0; i < 8; i++)
        levels[i] = i % 3 == 1 ? 1u : 0u;       /* LOD 1: outside */
    uint8_t coords[288];
    memcpy(coords, u, 64);
    memcpy(coords + 64, v, 64);
    memcpy(coords + 128, iu, 64);
    memcpy(coords + 192, iv, 64);
    memcpy(coords + 256, levels, 32);
    ref_write("coords.bin", coords, sizeof coords);

    uint8_t out[512] = {0};
    float gr[32], lz[8], lod[32];
    uint32_t words[16], loaded[16];
    for (int i = 0; i < 16; i++) {
        gr[i] = image[texel(v[i], 4, 0)][texel(u[i], 8, 0)];   /* R */
        gr[16 + i] = 0.0f;                                     /* G */
        int inside = iu[i] < 8 && iv[i] < 4;
        words[i] = inside ? bits_of(image[iv[i]][iu[i]]) : 0;
    }
    for (int i = 0; i < 8; i++) {
        lz[i] = image[texel(v[i], 4, 0)][texel(u[i], 8, 0)];
        lod[i] = image[texel(v[8 + i], 4, 0)][texel(u[8 + i], 8, 1)];
        lod[8 + i] = 0.0f;
        lod[16 + i] = 0.0f;
        lod[24 + i] = 1.0f;
        int inside = iu[i] < 8 && iv[i] < 4 && levels[i] == 0;
        loaded[i] = inside ? bits_of(image[iv[i]][iu[i]]) : 0;
        loaded[8 + i] = 0;                                     /* G */
    }
    uint16_t masks[8] = {0xffff, 0xffff, 0x00ff, 0, 0, 0, 0, 0};
    memcpy(out, gr, 128);
    memcpy(out + 128, words, 64);
    memcpy(out + 192, lz, 32);
    memcpy(out + 224, lod, 128);
    memcpy(out + 352, loaded, 64);
    memcpy(out + 416, masks, 16);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
