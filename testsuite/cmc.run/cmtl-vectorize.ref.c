#include <string.h>

#include "ref.h"

static uint8_t in[384], out[4096];

static void put16(int at, int i, int16_t v) { memcpy(out + at + 2 * i, &v, 2); }
static void put32(int at, int i, uint32_t v) { memcpy(out + at + 4 * i, &v, 4); }
static void put64(int at, int i, uint64_t v) { memcpy(out + at + 8 * i, &v, 8); }

int main(void)
{
    uint32_t seed = 23;
    for (int i = 0; i < 384; i++)
        in[i] = (uint8_t)(ref_random(&seed) & 0xff);
    const uint8_t *bytes = in;
    uint32_t words[64];
    memcpy(words, in + 128, sizeof words);

    /* Vectorize2DKRNL, 3 x 3 of 8: row i * 3 + j, pixel p. */
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            for (int p = 0; p < 8; p++)
                put16(0, (i * 3 + j) * 8 + p, bytes[i * 16 + p + j]);
    /* The line form, 5 x 5 of 16, line r from byte r * 20 + 3. */
    for (int r = 0; r < 5; r++)
        for (int j = 0; j < 5; j++)
            for (int p = 0; p < 16; p++)
                put16(256, (r * 5 + j) * 16 + p, bytes[r * 20 + 3 + p + j]);
    /* The GRF-row form, kernel row 1 of a 3 x 3 of 8 bytes. */
    for (int j = 0; j < 3; j++)
        for (int p = 0; p < 8; p++)
            out[1056 + (3 + j) * 8 + p] = bytes[40 + p + j];
    /* The ROWS forms: kernel rows 0 and 1 of 3 x 8 ints. */
    for (int j = 0; j < 3; j++)
        for (int p = 0; p < 8; p++) {
            put32(1152, j * 8 + p, words[3 + p + j]);
            put32(1152, (3 + j) * 8 + p, words[20 + p + j]);
        }
    put32(1344, 0, 1 * 3 + 2);
    put32(1344, 1, 4 * 5 + 0);
    put32(1344, 2, 0 * 7 + 6);
    put32(1344, 3, 3);

    uint16_t first[8], next[4];
    for (int i = 0; i < 8; i++)
        first[i] = (uint16_t)words[40 + i];
    for (int i = 0; i < 4; i++)
        next[i] = (uint16_t)words[50 + i];
    static const int glue_offsets[3] = {0, 1, 4};
    for (int g = 0; g < 3; g++) {
        int offset = glue_offsets[g];
        for (int i = 0; i < 8; i++)
            put16(1360 + 16 * g, i,
                  (int16_t)(i < 8 - offset ? first[offset + i]
                                           : next[i - (8 - offset)]));
    }

    /* Through SLM and back: the words unchanged. */
    for (int i = 0; i < 64; i++)
        put32(1408, i, words[i]);
    /* TransposeToSLM<8> of words[8..40): channel c's 8 values in turn. */
    for (int c = 0; c < 4; c++)
        for (int j = 0; j < 8; j++)
            put32(1664, c * 8 + j, words[8 + 4 * j + c]);
    /* TransposeFromSLM<8> of words[16..48): interleaved again. */
    for (int c = 0; c < 4; c++)
        for (int j = 0; j < 8; j++)
            put32(1792, 4 * j + c, words[16 + c * 8 + j]);

    /* Pack: the first in the low bytes, the second above, 0 beyond. */
    const uint8_t *b1 = bytes + 60, *b2 = bytes + 90;
    for (int i = 0; i < 16; i++) {
        put16(1920, i, (int16_t)(uint16_t)(b1[i] | b2[i] << 8));
        put32(1952, i, (uint32_t)b1[i] | (uint32_t)b2[i] << 8);
    }
    uint16_t s1[8], s2[8];
    uint32_t i1[8], i2[8];
    for (int i = 0; i < 8; i++) {
        s1[i] = (uint16_t)words[2 + i];
        s2[i] = (uint16_t)words[12 + i];
        i1[i] = words[30 + i];
        i2[i] = words[38 + i];
        put32(2016, i, (uint32_t)s1[i] | (uint32_t)s2[i] << 16);
        put64(2048, i, (uint64_t)i1[i] | (uint64_t)i2[i] << 32);
        put64(2112, i, (uint64_t)i1[i] | (uint64_t)i2[i] << 32);
    }
    /* Unpack and UnpackSingle give the halves back. */
    memcpy(out + 2176, b1, 16);
    memcpy(out + 2192, b2, 16);
    memcpy(out + 2208, b2, 16);
    for (int i = 0; i < 8; i++) {
        put16(2224, i, (int16_t)s1[i]);
        put16(2240, i, (int16_t)s2[i]);
        put32(2256, i, i1[i]);
        put32(2288, i, i2[i]);
        put32(2320, i, i1[i]);
        put16(2352, i, (int16_t)((words[0] & 1) ? s2[i] : s1[i]));
    }

    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
