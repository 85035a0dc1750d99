#include "ref.h"

int main(void)
{
    uint8_t bytes[32];
    int16_t shorts[16];
    uint32_t seed = 73;
    for (int i = 0; i < 32; i++)
        bytes[i] = (uint8_t)ref_random(&seed);
    for (int i = 0; i < 16; i++)
        shorts[i] = (int16_t)ref_random_int(&seed, -30000, 30000);
    unsigned char in[64], out[96];
    memcpy(in, bytes, 32);
    memcpy(in + 32, shorts, 32);
    for (int i = 0; i < 32; i++)
        out[i] = (uint8_t)(bytes[i] * 3 + 7);
    for (int i = 0; i < 16; i++) {
        int16_t s = (int16_t)(uint16_t)(shorts[i] * shorts[i]);
        memcpy(out + 32 + 2 * i, &s, 2);
    }
    for (int i = 0; i < 8; i++) {
        int32_t m = (int8_t)bytes[i] + shorts[i];
        memcpy(out + 64 + 4 * i, &m, 4);
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
