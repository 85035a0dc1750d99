#include <string.h>

#include "ref.h"

static uint8_t src[512], dst[2048], pixels[8][32];
static int32_t counters[64];

static int32_t src_int(int i)
{
    int32_t v;
    memcpy(&v, src + 4 * i, 4);
    return v;
}

static void put_int(int i, int32_t v) { memcpy(dst + 4 * i, &v, 4); }

int main(void)
{
    uint32_t seed = 77;
    for (int i = 0; i < 512; i++)
        src[i] = (uint8_t)(ref_random(&seed) & 0xff);
    for (int i = 0; i < 64; i++)
        counters[i] = (int32_t)(ref_random(&seed) % 1000);
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 32; x++)
            pixels[y][x] = (uint8_t)(ref_random(&seed) & 0xff);
    ref_write("src.bin", src, sizeof src);
    ref_write("counters.bin", counters, sizeof counters);
    ref_write("pixels.bin", pixels, sizeof pixels);

    FILE *out = fopen("stdout.expected", "wb");
    if (!out)
        return 1;

    /* Contiguous SVM. */
    for (int i = 0; i < 12; i++)
        put_int(i, src_int(4 + i));
    memcpy(dst + 60, src + 6, 26);          /* 13 shorts from short 3 */
    for (int i = 0; i < 15; i++)
        put_int(24 + i, src_int(8 + i));
    for (int i = 0; i < 8; i++)
        put_int(40 + i, src_int(12 + i));
    for (int i = 0; i < 7; i++)
        put_int(140 + i, src_int(5 + i));
    fprintf(out, "cmtl::dataport::read: elements 60 to 67 are outside the "
                 "64 elements of the buffer\n");
    fprintf(out, "cmtl::dataport::write: elements 2 to 5 are outside the 4 "
                 "elements of the buffer\n");
    for (int i = 0; i < 4; i++)
        put_int(112 + i, src_int(i));
    for (int i = 0; i < 8; i++)
        put_int(120 + i, 0);

    /* Gathers and scatters. */
    int offs[13];
    for (int i = 0; i < 13; i++)
        offs[i] = (i * 7) % 29;
    for (int i = 0; i < 13; i++)
        put_int(50 + offs[i], (int32_t)((uint32_t)src_int(offs[i]) + 1u));
    for (int j = 0; j < 16; j++)
        put_int(80 + j, src_int(63 - 3 * j));
    for (int i = 0; i < 13; i++)
        put_int(96 + i, src_int(offs[i] + 2));
    /* check: the first offset past the size (none, then element 4). */
    put_int(128, 0);
    fprintf(out, "cmtl::dataport: element 4 at 33 is outside the 30 "
                 "elements of the buffer\n");
    put_int(129, 1);
    fprintf(out, "cmtl::dataport: element 3 at 21 is outside the 20 "
                 "elements of the buffer\n");
    put_int(130, 0);
    put_int(131, 0);

    /* One element. */
    int32_t x = src_int(9);
    put_int(151, x);
    put_int(152, (int32_t)((uint32_t)x + 1u));
    put_int(153, (int32_t)((uint32_t)x + 2u));
    put_int(154, (int32_t)((uint32_t)x + 3u));
    fprintf(out, "cmtl::dataport::write: elements 300 to 300 are outside the "
                 "200 elements of the buffer\n");
    fprintf(out, "cmtl::dataport::write: elements 300 to 300 are outside the "
                 "200 elements of the buffer\n");
    fprintf(out, "cmtl::dataport::read: elements 70 to 70 are outside the "
                 "64 elements of the buffer\n");
    put_int(155, 4);

    /* grain_scatter: the largest power of two up to 32 dividing the size;
     * is_scalar of int, double, half, a vector. */
    static const int32_t facts[8] = {4, 32, 1, 16, 1, 1, 0, 0};
    for (int i = 0; i < 8; i++)
        put_int(160 + i, facts[i]);

    /* Atomics, in order. */
    for (int i = 0; i < 16; i++) {
        int o = (i * 5) % 64;
        put_int(400 + i, counters[o]);
        counters[o] += o * 3 + 1;
    }
    for (int i = 0; i < 8; i++)
        counters[40 + i] += 1;
    for (int i = 0; i < 8; i++) {
        int32_t expect = counters[50 + i] + (i % 2 ? 1 : 0);
        put_int(416 + i, counters[50 + i]);
        if (counters[50 + i] == expect)
            counters[50 + i] = -7;
    }
    fprintf(out, "cmtl::dataport::write_atomic: element 3's offset 64 is "
                 "outside the 64 elements of the buffer\n");
    ref_write("counters_out.bin.expected", counters, sizeof counters);

    /* SLM: 1000..1015 at byte 0, bytes 7..11 then 200; 11 shorts (the
     * 13 read above, from the second) at short 41. */
    uint8_t slm[1024];
    memset(slm, 0, sizeof slm);
    for (int i = 0; i < 16; i++) {
        int32_t v = 1000 + i;
        memcpy(slm + 4 * i, &v, 4);
    }
    memcpy(slm + 82, src + 8, 22);
    memset(slm + 7, 200, 5);
    memcpy(dst + 704, slm, 64);
    memcpy(dst + 800, slm + 1, 37);
    memcpy(dst + 840, slm + 82, 22);
    memcpy(dst + 1024, src, 256);
    memcpy(dst + 1280, src + 256, 64);   /* 40 bytes: two pieces of 32 */

    /* The media block at pixel (4 + 1, 3 - 1). */
    for (int r = 0; r < 3; r++)
        memcpy(dst + 1344 + 8 * r, &pixels[2 + r][5], 8);

    ref_write("dst.bin.expected", dst, sizeof dst);
    fclose(out);
    return 0;
}
