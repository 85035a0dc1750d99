#include "ref.h"

/* The texels sampler3d-operations.cpp reads: an 8x4 float image sampled
 * with a point filter and clamping, and loaded at integer coordinates. */
static float image[4][8];

static int texel(float c, int size)
{
    int i = (int)floorf(c * (float)size);
    return i < 0 ? 0 : i >= size ? size - 1 : i;
}

int main(void)
{
    uint32_t seed = 11;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 8; x++)
            image[y][x] = ref_random_float(&seed, -20.0f, 20.0f);
    ref_write("image.bin", image, sizeof image);

    float u[8], v[8], x[8];
    uint32_t iu[8], iv[8];
    for (int i = 0; i < 8; i++) {
        u[i] = -0.1f + 0.15f * (float)i;
        v[i] = 1.05f - 0.16f * (float)i;
        x[i] = 0.5f * (float)i - 1.0f;  /* bias, gradients */
        iu[i] = (uint32_t)(i * 5 % 11);  /* 8, 9, 10: outside */
        iv[i] = (uint32_t)(i % 5);       /* 4: outside */
    }
    uint8_t coords[160];
    memcpy(coords, u, 32);
    memcpy(coords + 32, v, 32);
    memcpy(coords + 64, x, 32);
    memcpy(coords + 96, iu, 32);
    memcpy(coords + 128, iv, 32);
    ref_write("coords.bin", coords, sizeof coords);

    uint8_t out[192] = {0};
    float sampled[8];
    uint32_t loaded[8], mask[8] = {0xff, 0, 0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 8; i++) {
        sampled[i] = image[texel(v[i], 4)][texel(u[i], 8)];
        if (iu[i] < 8 && iv[i] < 4)
            memcpy(&loaded[i], &image[iv[i]][iu[i]], 4);
        else
            loaded[i] = 0;
    }
    for (int k = 0; k < 4; k++)   /* sample, sample_b, sample_d, cps */
        memcpy(out + 32 * k, sampled, 32);
    memcpy(out + 128, loaded, 32);
    memcpy(out + 160, mask, 32);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
