#include "ref.h"

int main(void)
{
    uint32_t seed = 4242;
    struct {
        float v[16], m[16];
        uint8_t bytes[16];
        uint8_t pad[16];
    } in;
    for (int i = 0; i < 16; i++) {
        in.v[i] = (float)ref_random_int(&seed, -3000, 3000) / 1000.0f;
        in.m[i] = (float)ref_random_int(&seed, -3000, 3000) / 1000.0f;
        in.bytes[i] = (uint8_t)ref_random_int(&seed, 0, 255);
        in.pad[i] = 0;
    }
    float out[8][16];
    for (int i = 0; i < 16; i++) {
        float x = in.v[i];
        out[0][i] = sinf(x);
        out[1][i] = cosf(x);
        out[2][i] = sinf(in.m[i]);
        out[3][i] = floorf(x);
        out[4][i] = x * x;
        out[5][i] = powf(2.0f, x);
        out[6][i] = sinf(x) - cosf(x);
        int product = in.bytes[i] * in.bytes[i];
        out[7][i] = (float)(product > 255 ? 255 : product) + sqrtf(fabsf(x));
    }
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
