#include "ref.h"

/* The matrix as bytes, little-endian, as the kernel's registers hold it. */
static uint32_t m[8][16];
static uint8_t *byte_at(int row, int column, int k)
{
    return (uint8_t *)&m[row][column] + k;
}
static uint16_t *half_at(int row, int column, int k)
{
    return (uint16_t *)&m[row][column] + k;
}

int main(void)
{
    uint32_t seed = 4711;
    uint32_t in[32], more[4];
    for (int i = 0; i < 32; i++)
        in[i] = ref_random(&seed) ^ (ref_random(&seed) << 16);
    for (int i = 0; i < 4; i++)
        more[i] = ref_random(&seed) ^ (ref_random(&seed) << 16);
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 16; x++)
            m[y][x] = 0x01010101u;

    const uint16_t *in_halves = (const uint16_t *)in;
    for (int k = 0; k < 32; k++) /* 2 rows of 8 uints = 32 ushorts */
        *half_at(k / 16, 2 + (k % 16) / 2, k % 2) = (uint16_t)(in_halves[k] >> 3);
    for (int k = 0; k < 32; k++)
        *byte_at(2 + k / 16, 4 + (k % 16) / 4, k % 4) += 5;
    *half_at(4, 1, 1) = 0xbeef;
    for (int j = 0; j < 10; j++) {
        int k = 1 + 3 * j;
        *half_at(5 + k / 16, 8 + (k % 16) / 2, k % 2) = (uint16_t)-2;
    }
    for (int k = 0; k < 16; k++)
        if (k & 1)
            *byte_at(6 + k / 8, (k % 8) / 4, k % 4) = 7;
    for (int y = 0; y < 4; y++)
        m[y][12] = in[16 + y];
    for (int y = 0; y < 8; y++)
        for (int h = 0; h < 2; h++)
            *half_at(y, 15, h) = (uint16_t)-(int16_t)*half_at(y, 15, h);
    for (int y = 0; y < 8; y++)
        m[y][14] = 0x11111111u;
    m[3][14] = 0x22223333u;
    uint16_t view[16];
    for (int k = 0; k < 16; k++)
        view[k] = *half_at(k / 2, 14, k % 2);
    for (int j = 0; j < 4; j++)
        view[2 + 4 * j] = (uint16_t)(view[2 + 4 * j] + view[4 * j]);
    for (int k = 0; k < 16; k++)
        *half_at(k / 2, 14, k % 2) = view[k];
    const uint16_t *upper = (const uint16_t *)(in + 16);
    for (int k = 0; k < 16; k++)
        if (upper[2 * k] & 1)
            *half_at(k / 2, 13, k % 2) = 0x4444;

    uint32_t input[36];
    memcpy(input, in, sizeof in);
    memcpy(input + 32, more, sizeof more);
    ref_write("ints.bin", input, sizeof input);
    ref_write("out.bin.expected", m, sizeof m);
    return 0;
}
