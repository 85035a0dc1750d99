#include "ref.h"

/* A small integer as an IEEE half. */
static uint16_t half_of(int v)
{
    uint16_t sign = v < 0 ? 0x8000 : 0;
    unsigned a = (unsigned)(v < 0 ? -v : v);
    if (!a)
        return sign;
    int e = 0;
    while ((a >> e) > 1)
        e++;
    return sign | (uint16_t)(((e + 15) << 10) | ((a << (10 - e)) & 0x3ff));
}

int main(void)
{
    int32_t ints[64], out[256] = {0};
    uint16_t halves[32];
    uint8_t bytes[16], bytes_out[16];
    int64_t wide[32] = {0};
    uint32_t seed = 97;
    for (int i = 0; i < 64; i++)
        ints[i] = ref_random_int(&seed, -9999, 9999);
    /* halves: small integers, exact in half precision */
    float hvalue[32];
    for (int i = 0; i < 32; i++) {
        int v = ref_random_int(&seed, -100, 100);
        hvalue[i] = (float)v;
        halves[i] = half_of(v);
    }
    uint16_t halves_out[32];
    memcpy(halves_out, halves, sizeof halves);
    for (int i = 0; i < 16; i++)
        bytes[i] = (uint8_t)ref_random(&seed);
    memcpy(bytes_out, bytes, sizeof bytes);
    for (int t = 0; t < 4; t++) {
        const int32_t *in = ints + t * 16;
        int32_t *o = out + t * 64;
        o[0] = in[3] + in[0] + in[2];
        int sum = 0;
        for (int i = 0; i < 16; i++)
            sum += in[i];
        o[1] = sum;
        o[2] = 9 * 100 + 4;
        o[3] = in[5];
        o[4] = in[6] + in[4];
        o[5] = 1;
        o[6] = (int)(hvalue[t * 8 + 1] * 4.0f);
        o[7] = (int)(hvalue[t * 8 + 2] + 1.0f);
        halves_out[t * 8 + 2] = half_of((int)hvalue[t * 8 + 2] + 1);
        uint8_t *b = bytes_out + t * 4;
        b[0] = (uint8_t)(b[0] + 3);
        b[1] = (uint8_t)(b[1] ^ 0x5a);
        b[2] = (uint8_t)(b[2] + 1);
        o[8] = b[3] * 2;
        wide[t] = (int64_t)in[0] * 100000 + t;
        for (int i = 0; i < 16; i++)
            o[16 + i] = in[i] * 2;
        for (int i = 0; i < 8; i++)
            o[32 + (7 - i) * 2] = in[(7 - i) * 2] + 1;
    }
    ref_write("ints.bin", ints, sizeof ints);
    ref_write("halves.bin", halves, sizeof halves);
    ref_write("halves_out.bin.expected", halves_out, sizeof halves_out);
    ref_write("bytes.bin", bytes, sizeof bytes);
    ref_write("bytes_out.bin.expected", bytes_out, sizeof bytes_out);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("wide.bin.expected", wide, sizeof wide);
    return 0;
}
