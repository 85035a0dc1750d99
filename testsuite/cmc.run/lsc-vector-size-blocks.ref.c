#include "ref.h"

/* out: in's first 16 ints plus one, its next 8 long longs as they are,
 * the 32 ints at flat doubled (wrapping), and in's ints 64..127 through
 * SLM xor 0xa5a5a5a5. */
int main(void)
{
    uint8_t in[512], out[512] = {0}, flat[128];
    uint32_t seed = 1617;
    for (int i = 0; i < 512; i++)
        in[i] = (uint8_t)ref_random(&seed);
    for (int i = 0; i < 128; i++)
        flat[i] = (uint8_t)ref_random(&seed);
    for (int i = 0; i < 16; i++) {
        uint32_t x;
        memcpy(&x, in + 4 * i, 4);
        x += 1u;
        memcpy(out + 4 * i, &x, 4);
    }
    memcpy(out + 64, in + 64, 64);
    for (int i = 0; i < 32; i++) {
        uint32_t x;
        memcpy(&x, flat + 4 * i, 4);
        x *= 2u;
        memcpy(out + 128 + 4 * i, &x, 4);
    }
    for (int i = 0; i < 64; i++) {
        uint32_t x;
        memcpy(&x, in + 256 + 4 * i, 4);
        x ^= 0xa5a5a5a5u;
        memcpy(out + 256 + 4 * i, &x, 4);
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("flatin.bin", flat, sizeof flat);
    ref_write("flat.bin.expected", flat, sizeof flat);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
