#include "ref.h"

int main(void)
{
    int32_t in[4] = {0x40490fdb, -12345, 0x1234, 0}; /* pi as float bits */
    int32_t r[16] = {0};
    float f;
    memcpy(&f, &in[0], sizeof f);
    r[0] = (int32_t)(f * 1024.0f);
    float two_and_half = 2.5f;
    uint32_t w;
    memcpy(&w, &two_and_half, sizeof w);
    r[1] = (int32_t)w;
    r[2] = (int16_t)(w >> 16);
    w = (w & 0xffff0000u) | (uint16_t)(int16_t)in[1];
    r[3] = (int32_t)w;
    w = (w & 0x00ffffffu) | 0x7f000000u;
    r[4] = (int32_t)w;
    uint32_t first = w;
    float one_and_half = 1.5f;
    uint32_t copy;
    memcpy(&copy, &one_and_half, sizeof copy);
    r[5] = (int32_t)first;
    r[6] = (int32_t)(copy & 0xff);
    copy = (copy & 0xffffu) | (uint32_t)(uint16_t)(int16_t)in[2] << 16;
    r[7] = (int32_t)copy;
    r[8] = 1; /* the same bits, not a NaN */
    ref_write("ints.bin", in, sizeof in);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
