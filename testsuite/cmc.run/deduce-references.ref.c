#include "ref.h"

int main(void)
{
    uint32_t seed = 2711;
    int32_t image[16][16], out[16][16];
    for (int y = 0; y < 16; y++)
        for (int x = 0; x < 16; x++)
            image[y][x] = ref_random_int(&seed, -1000, 1000);
    memcpy(out, image, sizeof out);
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++)
            out[y][8 + x] = image[y][x] + image[8 + y][x];
    out[0][8] = image[15][7];

    float v[16];
    for (int i = 0; i < 16; i++)
        v[i] = (float)ref_random_int(&seed, -64, 64) / 8.0f;
    ref_write("floats.bin", v, sizeof v);
    for (int i = 0; i < 16; i++)
        v[i] *= i < 8 ? 2.0f : 4.0f;
    float sum = 0.0f;
    for (int i = 0; i < 16; i++)
        sum += v[i];
    v[0] = sum;

    ref_write("image.bin", image, sizeof image);
    ref_write("image_out.bin.expected", out, sizeof out);
    ref_write("out.bin.expected", v, sizeof v);
    return 0;
}
