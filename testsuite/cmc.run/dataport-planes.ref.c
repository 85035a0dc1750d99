#include "ref.h"

/* An NV12 surface of 32x8: Y rows 0..7, then UV rows 0..3. */
enum { W = 32, H = 8 };
static uint8_t surface[H + H / 2][W];
#define Y(r, c) surface[(r)][(c)]
#define UV(r, c) surface[H + (r)][(c)]

int main(void)
{
    for (int r = 0; r < H + H / 2; r++)
        for (int c = 0; c < W; c++)
            surface[r][c] = (uint8_t)(r * 29 + c * 7 + 3);
    ref_write("image.bin", surface, sizeof surface);
    int x = 4, y = 2;
    uint8_t luma[4][16], chroma[2][16], field[16], pairs[12], padded[2][16];
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 16; c++)
            luma[r][c] = Y(y + r, x + c);
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 16; c++)
            chroma[r][c] = UV(y / 2 + r, x + c);
    for (int c = 0; c < 16; c++)
        field[c] = Y(1 * 2, c); /* the top field's row 1 is row 2 */
    for (int c = 0; c < 12; c++)
        pairs[c] = UV(3, 20 + c);
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 16; c++)
            padded[r][c] = UV(r, c);

    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 16; c++)
            UV(y / 2 + 1 + r, x + c) = (uint8_t)(luma[2 * r][c] + 1);
    for (int r = 0; r < 2; r++) /* the bottom field's row r is row 2r+1 */
        for (int c = 0; c < 16; c++)
            Y(2 * r + 1, x + 12 + c) = chroma[r][c];
    for (int c = 0; c < 16; c++)
        Y(7, c) = field[c];
    for (int c = 0; c < 8; c++)
        Y(6, 16 + c) = pairs[c];
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 12; c++)
            UV(r, 20 + c) = padded[r][c];
    ref_write("image_out.bin.expected", surface, sizeof surface);
    return 0;
}
