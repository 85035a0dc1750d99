#include "ref.h"

/* The kernel's memory as C arrays: element v of channel i of a gather of
 * V elements per address is register element v * 16 + i. */
int main(void)
{
    uint8_t in[4096] = {0}, out[4096] = {0}, flat[512] = {0};
    uint32_t seed = 15;
    for (int i = 0; i < 4096; i++)
        in[i] = (uint8_t)ref_random(&seed);
    for (int i = 0; i < 128; i++) { /* real floats where floats are read */
        float value = (float)(int32_t)(ref_random(&seed) % 20001 - 10000) / 64.0f;
        memcpy(in + 512 + 4 * i, &value, 4);
    }
    for (int i = 0; i < 512; i++)
        flat[i] = (uint8_t)ref_random(&seed);
    uint8_t flat_in[512];
    memcpy(flat_in, flat, sizeof flat);
    for (int t = 0; t < 2; t++) {
        int32_t a[16];
        for (int i = 0; i < 16; i++) {
            int c = t * 16 + i;
            memcpy(&a[i], in + c * 4, 4);
            int32_t r = (int32_t)((uint32_t)a[i] + (uint32_t)t);
            memcpy(out + c * 4, &r, 4);
            for (int v = 0; v < 4; v++) {
                float x;
                memcpy(&x, in + 512 + c * 16 + v * 4, 4);
                x *= 2.0f;
                memcpy(out + 512 + c * 16 + v * 4, &x, 4);
            }
            out[1024 + c] = (uint8_t)(in[1024 + c] + 1);
            uint16_t h;
            memcpy(&h, in + 1152 + c * 4, 2);
            h ^= 0x5555;
            memcpy(out + 1152 + c * 4, &h, 2);
            memcpy(out + 1280 + (15 - i + t * 16) * 8, in + 1280 + c * 8, 8);
            if (i % 2 == 0) {
                int32_t three = (int32_t)((uint32_t)a[i] * 3u);
                memcpy(out + 2048 + c * 4, &three, 4);
            }
        }
        for (int k = 0; k < 64; k++) {
            int32_t x;
            memcpy(&x, in + 1536 + t * 256 + k * 4, 4);
            x = (int32_t)((uint32_t)x - 7u);
            memcpy(out + 1536 + t * 256 + k * 4, &x, 4);
        }
        /* SLM: this thread's ints, then pairs a[2j], a[2j+1] for lanes
         * 2j and 2j+1; register element v * 16 + i is stored at channel
         * i's address + 4 v. */
        memcpy(out + 2304 + t * 64, a, 64);
        for (int i = 0; i < 16; i++)
            for (int v = 0; v < 2; v++)
                memcpy(out + 2432 + (t * 16 + i) * 8 + v * 4,
                       &a[(i >> 1) * 2 + v], 4);
        for (int k = 0; k < 8; k++) {
            int32_t x;
            memcpy(&x, in + 1536 + t * 256 + k * 4, 4);
            memcpy(out + 2688 + t * 32 + k * 4, &x, 4);
        }
        for (int i = 0; i < 16; i++)
            for (int v = 0; v < 2; v++) {
                int32_t x;
                int at = (t * 16 + i) * 8 + v * 4;
                memcpy(&x, flat_in + at, 4);
                x = (int32_t)((uint32_t)x + 3u);
                memcpy(flat + at, &x, 4);
            }
        memcpy(flat + 256 + t * 64, in + 1280 + t * 64, 64);
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("flatin.bin", flat_in, sizeof flat_in);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("flat.bin.expected", flat, sizeof flat);
    return 0;
}
