#include "ref.h"

static float mono[4][8];
static uint8_t rgba[4][4][4];

static int64_t clamp_texel(float c, int size)
{
    int64_t i = (int64_t)floorf(c * (float)size);
    return i < 0 ? 0 : i >= size ? size - 1 : i;
}

static int64_t wrap_texel(float c, int size)
{
    int64_t i = (int64_t)floorf(c * (float)size);
    return ((i % size) + size) % size;
}

int main(void)
{
    uint32_t seed = 5;
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 8; x++)
            mono[y][x] = ref_random_float(&seed, -10.0f, 10.0f);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
            for (int c = 0; c < 4; c++)
                rgba[y][x][c] = (uint8_t)ref_random(&seed);
    ref_write("mono.bin", mono, sizeof mono);
    ref_write("rgba.bin", rgba, sizeof rgba);
    float u[16], v[16];
    for (int i = 0; i < 16; i++) {
        u[i] = -1.25f + 0.21875f * (float)i;    /* -1.25 .. 2.03 */
        v[i] = 1.5f - 0.15625f * (float)i;      /* 1.5 .. -0.84 */
    }
    uint8_t coords[128];
    memcpy(coords, u, 64);
    memcpy(coords + 64, v, 64);
    ref_write("coords.bin", coords, sizeof coords);

    float out[128] = {0};
    for (int i = 0; i < 16; i++) {
        out[i] = mono[clamp_texel(v[i], 4)][clamp_texel(u[i], 8)];
        out[16 + i] = mono[wrap_texel(v[i], 4)][wrap_texel(u[i], 8)];
        const uint8_t *p = rgba[clamp_texel(v[i], 4)][clamp_texel(u[i], 4)];
        out[32 + i] = (float)p[0] / 255.0f;
        out[48 + i] = (float)p[1] / 255.0f;
        out[64 + i] = (float)p[3] / 255.0f;
        out[96 + i] = 0.0f;                     /* B of r32f */
        out[112 + i] = 1.0f;                    /* A of r32f */
    }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
