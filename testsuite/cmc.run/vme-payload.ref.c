/* Reference for vme-payload.cpp: the payload fields as bytes, from the
 * positions, masks and shifts of Intel's gen9_vme.h (little-endian rows
 * of 32 bytes; a field of type T at row R, element C is at byte
 * 32 R + C sizeof(T)). */
#include "ref.h"

static uint8_t in[576];
static uint8_t out[1184];

static void put(uint8_t *p, int row, int size, int col, uint32_t value)
{
    for (int i = 0; i < size; i++)
        p[32 * row + size * col + i] = (uint8_t)(value >> (8 * i));
}

static uint32_t get(const uint8_t *p, int row, int size, int col)
{
    uint32_t value = 0;
    for (int i = 0; i < size; i++)
        value |= (uint32_t)p[32 * row + size * col + i] << (8 * i);
    return value;
}

/* A field of some bits of byte (row, col): keep KEEP, OR in v << shift. */
static void bits(uint8_t *p, int row, int col, uint32_t keep, int shift,
                 uint32_t v)
{
    put(p, row, 1, col, (get(p, row, 1, col) & keep) | (v << shift));
}

int main(void)
{
    uint32_t seed = 1609;
    for (int i = 0; i < 576; i++)
        in[i] = (uint8_t)ref_random(&seed);
    /* SubPelMode's value with bits above its 2 (they reach bits 7:6 of
     * byte 13, which start clear): Intel's set does not mask it. */
    in[13] &= 0x3F;
    put(in + 512, 0, 4, 2, 0x0000010D);
    const uint8_t *P = in;
    uint32_t v[16];
    for (int i = 0; i < 16; i++)
        v[i] = get(in + 512, 0, 4, i);

    uint8_t *uni = out;
    memcpy(uni, P, 128);
    put(uni, 0, 2, 0, v[0]);
    put(uni, 0, 2, 5, v[1]);
    uni[12] |= 0x40;
    uni[12] &= 0x7F;
    bits(uni, 0, 13, 0xCF, 4, v[2]);
    uni[13] &= 0xF7;
    put(uni, 0, 1, 22, v[3]);
    bits(uni, 1, 5, 0x0F, 4, v[4]);
    bits(uni, 1, 6, 0xC0, 0, v[5]);
    bits(uni, 1, 6, 0x3F, 6, v[6]);
    put(uni, 1, 1, 11, v[7] | (v[8] << 4));
    bits(uni, 1, 30, 0xFC, 0, v[9]);
    uni[32 + 30] |= 0x04;
    put(uni, 2, 1, 19, v[10]);
    put(uni, 2, 2, 12, v[11]);
    put(uni, 3, 4, 7, v[12] | (v[13] << 16));

    uint8_t *ime = out + 128;
    memcpy(ime, P + 128, 192);
    put(ime, 1, 1, 8, v[0]);
    bits(ime, 2, 27, 0x0F, 4, v[1]);
    bits(ime, 4, 24, 0xF0, 0, v[2]);
    put(ime, 5, 2, 13, v[3]);
    put(ime, 2, 2, 8, v[4]);

    uint8_t *sic = out + 320;
    memcpy(sic, P + 320, 128);
    put(sic, 0, 4, 5, v[5] | (v[6] << 16));
    put(sic, 2, 1, 6, v[7]);
    bits(sic, 2, 18, 0x0F, 4, v[8]);
    put(sic, 2, 1, 29, v[9]);
    put(sic, 3, 1, 31, v[10]);
    put(sic, 2, 2, 10, v[11]);

    uint8_t *fbr = out + 448;
    memcpy(fbr, P + 384, 128);
    put(fbr, 2, 2, 7, v[12]);
    put(fbr, 3, 2, 12, v[13]);

    uint8_t *idm = out + 576;
    memcpy(idm, P + 480, 32);
    put(idm, 0, 2, 11, v[14]);

    uint8_t *init = out + 608;
    memset(init, 0, 128);
    put(init, 0, 4, 3, 0x00A80000);
    put(init, 1, 4, 1, 0x00000008);
    put(init, 1, 4, 7, 0x00400060);
    memset(out + 736, 0, 64 + 128); /* RESET_VME_IMEINPUT, _SICINPUT */

    uint8_t *g = out + 928;
    put(g, 0, 4, 0, get(P, 0, 2, 3));
    put(g, 0, 4, 1, get(P, 1, 1, 5) >> 4);
    put(g, 0, 4, 2, (get(P, 1, 1, 6) & 0xC0) >> 6);
    put(g, 0, 4, 3, (get(P, 1, 1, 7) & 0x10) ? 1 : 0);
    put(g, 0, 4, 4, get(P, 2, 1, 20) & 0x3);
    put(g, 0, 4, 5, get(P, 2, 1, 18) & 0xF);
    put(g, 0, 4, 6, get(P, 1, 1, 5) & 0x3);
    put(g, 0, 4, 7, get(P, 5, 2, 10));
    put(g, 1, 4, 0, get(P, 2, 1, 14));
    put(g, 1, 4, 1, get(P, 0, 1, 0) & 0x30);
    put(g, 1, 4, 2, (get(P, 0, 1, 3) & 0x80) >> 7);
    put(g, 1, 4, 3, (get(P, 6, 1, 2) >> 4) & 0xF);
    put(g, 1, 4, 4, get(P, 6, 4, 6) & 0x3FFFFFF);
    put(g, 1, 4, 5, get(P, 6, 2, 9) + ((get(P, 0, 2, 3) & 0x3FF) << 16));
    put(g, 1, 4, 6, (get(P, 9, 1, 25) & 0xF0) >> 4);
    put(g, 1, 4, 7, get(P, 8, 2, 12));
    put(g, 2, 4, 0, get(P, 13, 2, 2));
    put(g, 2, 4, 1, get(P, 7, 2, 15));
    int32_t s = (int32_t)v[15];
    put(g, 2, 4, 2, (uint32_t)(((s >> 2) & 0x1FFF) | (s & 0x8000)));
    put(g, 2, 4, 3, (uint32_t)(((s & 0x1FFF) << 2) | (s & 0x8000)));
    put(g, 2, 4, 4, get(P, 1, 1, 31));
    put(g, 2, 4, 5, 0x30 | 0x80);
    memcpy(out + 1056, P + 32, 128); /* the motion vectors: rows 1 to 4 */

    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
