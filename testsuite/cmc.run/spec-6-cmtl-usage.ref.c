#include <math.h>
#include <string.h>

#include "ref.h"

/* in.bin: a 32 x 16 float matrix (row-major), the transforms' input; the
 * 16 x 16 and 8 x 8 ones read its first rows (8 x 8: its first 64
 * floats as 8 rows of 8), the 2 x 2 its first 4 floats. */
static float in[32][16];

static float at16(int i, int j) { return in[i][j]; }

int main(void)
{
    uint32_t seed = 66;
    for (int i = 0; i < 32; i++)
        for (int j = 0; j < 16; j++)
            in[i][j] = ref_random_float(&seed, -100.0f, 100.0f);
    ref_write("in.bin", in, sizeof in);

    float mirrored[32][16];
    for (int i = 0; i < 32; i++)
        for (int j = 0; j < 16; j++)
            mirrored[i][j] = in[31 - i][j];
    ref_write("mirrored.bin.expected", mirrored, sizeof mirrored);

    static float squares[6][16][16];
    for (int i = 0; i < 16; i++)
        for (int j = 0; j < 16; j++) {
            squares[0][i][j] = at16(i, 15 - j);       /* MirrorHorizontal */
            squares[1][i][j] = at16(15 - j, i);       /* Rotate90 */
            squares[2][i][j] = at16(j, 15 - i);       /* Rotate270 */
            squares[3][i][j] = at16(15 - i, 15 - j);  /* Rotate180 */
            squares[4][i][j] = at16(j, i);            /* Transpose */
            squares[5][i][j] = at16(15 - j, 15 - i);  /* ReverseTranspose */
        }
    ref_write("squares.bin.expected", squares, sizeof squares);

    unsigned char small[2048];
    memset(small, 0, sizeof small);
    const float *flat = &in[0][0];
    float t8[8][8];
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++)
            t8[i][j] = flat[j * 8 + i];
    memcpy(small, t8, sizeof t8);
    static const int mapping[4] = {3, 1, 2, 0};
    float mapped[4];
    for (int k = 0; k < 4; k++)
        mapped[k] = flat[mapping[k]];
    memcpy(small + 256, mapped, sizeof mapped);
    int32_t assigned[100];
    for (int i = 0; i < 100; i++)
        assigned[i] = 20 + 10 * i;
    memcpy(small + 272, assigned, sizeof assigned);
    int16_t odd[100];
    for (int i = 0; i < 100; i++)
        odd[i] = (int16_t)(1 + 2 * i);
    memcpy(small + 688, odd, sizeof odd);
    int8_t down[20];
    for (int i = 0; i < 20; i++)
        down[i] = (int8_t)(20 - i);
    memcpy(small + 912, down, sizeof down);
    float floors[8][16], ceils[8][16];
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 16; j++) {
            float x = in[i][j] * 0.25f - 20.0f;
            floors[i][j] = floorf(x);
            ceils[i][j] = ceilf(x);
        }
    memcpy(small + 1024, floors, sizeof floors);
    memcpy(small + 1536, ceils, sizeof ceils);
    ref_write("small.bin.expected", small, sizeof small);

    /* my_func copies a 4 x 8 block of shorts, a 16 x 4 byte image. */
    unsigned char image[64], blank[64] = {0};
    for (int i = 0; i < 64; i++)
        image[i] = (unsigned char)ref_random(&seed);
    ref_write("image.bin", image, sizeof image);
    ref_write("blank.bin", blank, sizeof blank);
    ref_write("image_out.bin.expected", image, sizeof image);
    return 0;
}
