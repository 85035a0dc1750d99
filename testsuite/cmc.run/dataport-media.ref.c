#include "ref.h"

int main(void)
{
    enum { W = 80, H = 6 };
    uint8_t image[H][W];
    for (int r = 0; r < H; r++)
        for (int c = 0; c < W; c++)
            image[r][c] = (uint8_t)(r * 37 + c * 3);
    ref_write("image.bin", image, sizeof image);
    int x = 8, y = 1;
    uint8_t row[32];
    int32_t three[3];
    memcpy(row, &image[y][x], 32);
    memcpy(three, &image[y + 1][x], 12);
    memcpy(&image[y][x + 32], row, 32);
    for (int i = 0; i < 3; i++)
        three[i] += 1;
    memcpy(&image[y + 2][x], three, 12);
    ref_write("image_out.bin.expected", image, sizeof image);
    return 0;
}
