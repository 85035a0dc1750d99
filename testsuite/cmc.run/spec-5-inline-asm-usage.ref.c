#include <string.h>

#include "ref.h"

/* in.bin: in1, in2, in3 (8 ints each), m1 (8 x 4 floats), 32 byte
 * indices, 8 ushort words, 16 floats, 16 ushort predicates (0 or 1). */
int main(void)
{
    uint32_t seed = 5;
    unsigned char in[384], out[1280];
    memset(in, 0, sizeof in);
    memset(out, 0, sizeof out);
    int32_t in1[8], in2[8], in3[8];
    float m1[8][4], src[16];
    uint8_t idx[32];
    uint16_t words[8], pred[16];
    for (int i = 0; i < 8; i++) {
        in1[i] = (int32_t)(ref_random(&seed) % 20001) - 10000;
        in2[i] = (int32_t)(ref_random(&seed) % 20001) - 10000;
        in3[i] = (int32_t)(ref_random(&seed) % 20001) - 10000;
        words[i] = (uint16_t)ref_random(&seed);
    }
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 4; c++)
            m1[r][c] = (float)(r * 4 + c) + 0.25f;
    for (int i = 0; i < 32; i++)
        idx[i] = (uint8_t)(ref_random(&seed) % 24); /* repeats, so counts > 1 */
    for (int i = 0; i < 16; i++) {
        src[i] = (float)i * 1.5f;
        pred[i] = (uint16_t)(ref_random(&seed) & 1);
    }
    memcpy(in + 0, in1, 32);
    memcpy(in + 32, in2, 32);
    memcpy(in + 64, in3, 32);
    memcpy(in + 96, m1, 128);
    memcpy(in + 224, idx, 32);
    memcpy(in + 256, words, 16);
    memcpy(in + 272, src, 64);
    memcpy(in + 336, pred, 32);

    int32_t result[8], tmp[8];
    for (int i = 0; i < 8; i++) {
        tmp[i] = in1[i] + in2[i];
        result[i] = in3[i] + tmp[i];
    }
    memcpy(out + 0, result, 32);
    memcpy(out + 32, tmp, 32);
    float selected[4] = {m1[0][0], m1[0][2], m1[2][0], m1[2][2]};
    memcpy(out + 64, selected, 16);
    int32_t tied[4] = {in1[0] * 2, in1[1] * 2, 0, 0};
    memcpy(out + 80, tied, 16);
    uint16_t product[8];
    for (int i = 0; i < 8; i++)
        product[i] = (uint16_t)(words[i] * i);
    memcpy(out + 96, product, 16);
    int32_t simple[4] = {40 - 2, 40 - 2, 40 - 2, 40 - 2};
    memcpy(out + 112, simple, 16);
    float fdst[16];
    for (int i = 0; i < 16; i++)
        fdst[i] = pred[i] ? src[i] : -1.0f;
    memcpy(out + 128, fdst, 64);
    int32_t first[8] = {7 + 10};
    memcpy(out + 192, first, 32);
    uint32_t counter[256] = {0};
    for (int i = 0; i < 32; i++)
        counter[idx[i]]++;
    memcpy(out + 224, counter, 1024);

    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
