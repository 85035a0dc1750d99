#include "ref.h"

#include <string.h>

/* Two 16x6 byte images; with `which`, rows 0-3, columns 0-7 of image
 * `which` plus 1 land in image 1 - which at rows 2-5, columns 8-15. */
static void expect(unsigned char images[2][6][16], int which,
                   unsigned char out[2][6][16])
{
    memcpy(out, images, 2 * 6 * 16);
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 8; x++)
            out[1 - which][2 + y][8 + x] =
                (unsigned char)(images[which][y][x] + 1);
}

int main(void)
{
    unsigned char images[2][6][16], out[2][6][16];
    uint32_t seed = 77;
    for (int i = 0; i < 2; i++)
        for (int y = 0; y < 6; y++)
            for (int x = 0; x < 16; x++)
                images[i][y][x] = (unsigned char)(ref_random(&seed) & 0xff);
    ref_write("a.bin", images[0], sizeof images[0]);
    ref_write("b.bin", images[1], sizeof images[1]);
    expect(images, 1, out);
    ref_write("a_out.bin.expected", out[0], sizeof out[0]);
    ref_write("b_out.bin.expected", out[1], sizeof out[1]);
    expect(images, 0, out);
    ref_write("a_out0.bin.expected", out[0], sizeof out[0]);
    ref_write("b_out0.bin.expected", out[1], sizeof out[1]);
    return 0;
}
