#include "ref.h"

/* vme-descriptors.cpp's results from the layout of a VME/CRE message
 * descriptor: payload rows in bits 28:25, result rows in 24:20, header
 * present bit 19, HEVC mode bit 18, stream-in bit 16, the function in
 * 10:8; an extended descriptor's second payload part in 10:6; a gen9
 * message type in 14:13.  An IME message's payload is the UNI rows and 2
 * more, or with stream-in 4 (one reference) or 6 (two). */
static uint32_t field(uint32_t v, uint32_t x, uint32_t bits, int shift)
{
    return v | (x & ((1u << bits) - 1)) << shift;
}

static uint32_t ime_rows(uint32_t size, int stream_in, int dual)
{
    return stream_in ? size + (dual ? 6 : 4) : size + 2;
}

int main(void)
{
    uint32_t seed = 31;
    uint32_t n[8];
    for (int i = 0; i < 8; i++)
        n[i] = ref_random(&seed);
    n[0] &= 0x0000f0ffu;   /* a base with the low byte (surface) and more */
    n[5] = n[5] % 8 + 1;
    uint8_t in[384];
    memcpy(in, n, 32);
    for (int i = 32; i < 384; i++)
        in[i] = (uint8_t)ref_random(&seed);
    ref_write("in.bin", in, sizeof in);

    uint8_t out[480] = {0};
    uint32_t d[8], k[8];
    d[0] = field(n[0], n[1], 4, 25);
    d[1] = field(n[0], n[2], 5, 20);
    d[2] = field(n[0], n[3], 3, 8);
    d[3] = n[0] | 1u << 19;
    d[4] = n[0] | 1u << 18;
    d[5] = n[0] | 1u << 16;
    d[6] = field(n[0], n[4], 5, 6);
    d[7] = ime_rows(4, 1, 1) << 25 | 1u << 19 | 7u << 20 | 2u << 13;
    memcpy(out, d, 32);
    for (uint32_t i = 0; i < 4; i++)  /* SIC, FBR, IME, IDM */
        k[i] = i;
    k[4] = ime_rows(n[5], 0, 1);
    k[5] = ime_rows(n[5], 0, 0);
    k[6] = ime_rows(n[5], 1, 0);
    k[7] = ime_rows(n[5], 1, 1);
    memcpy(out + 32, k, 32);

    uint8_t uni[128] = {0}, search[64] = {0}, fbr[128] = {0}, idm[32] = {0};
    /* RESET_* and INIT_VME_IMEINPUT zero the payloads' rows (all here) */
    memcpy(uni + 32 + 8, &n[6], 4);          /* row 1, dword 2 */
    uni[5] = 0x01 | 0x10;                    /* 16x8 inter, 8x8 intra */
    uint16_t intra_inter = 0x20 + 0x02;      /* 4x4 intra + 8x16 inter */
    memcpy(search + 32 + 6, &intra_inter, 2);
    fbr[64] = 0x00 + 1;                      /* 16x16 inter + 1 */
    fbr[65] = 0x03;                          /* minor shapes */
    int16_t minus_one = 0x00 - 1;            /* 16x16 intra - 1 */
    memcpy(idm + 14, &minus_one, 2);
    uint16_t back;
    memcpy(&back, uni + 32 + 8, 2);
    back = (uint16_t)(back + 1);
    memcpy(uni + 96 + 30, &back, 2);         /* row 3, word 15 */
    memcpy(out + 64, uni, 128);
    memcpy(out + 192, search, 64);
    memcpy(out + 256, fbr, 128);
    memcpy(out + 384, idm, 32);

    uint16_t first[32];
    memcpy(first, in + 32, 64);
    for (int i = 0; i < 32; i++)
        first[i] = (uint16_t)(first[i] + 3);
    memcpy(out + 416, first, 64);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
