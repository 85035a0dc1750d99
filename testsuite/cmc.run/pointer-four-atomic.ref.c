#include "ref.h"

int main(void)
{
    float pixels[128], pixels_out[128], out[256] = {0};
    uint32_t counters[24], counters_out[24];
    uint32_t seed = 11;
    for (int i = 0; i < 128; i++)
        pixels[i] = (float)ref_random_int(&seed, -500, 500) / 4.0f;
    for (int i = 0; i < 24; i++)
        counters[i] = i % 3 == 0 ? 1000 : (uint32_t)ref_random_int(&seed, 0, 9999);
    memcpy(pixels_out, pixels, sizeof pixels);
    memcpy(counters_out, counters, sizeof counters);
    for (int t = 0; t < 2; t++) {
        float *p = pixels_out + t * 64;
        for (int i = 0; i < 16; i++) {
            float *px = p + ((i * 7) % 16) * 4;
            float r = px[0], g = px[1], a = px[3];
            px[0] = a;
            px[3] = r;
            px[1] = g * 2.0f;
        }
        /* gather4_scaled after the writes: pixels 8..15 of the thread */
        for (int i = 0; i < 8; i++) {
            float *px = p + i * 4 + 32;
            float *o = out + t * 64 + (7 - i) * 4;
            o[0] = px[0] + 0.5f;
            o[1] = px[1] + 0.5f;
        }
        for (int i = 0; i < 8; i++) {
            counters_out[i] += (uint32_t)(t + 1);
            counters_out[8 + i] += 1;
        }
    }
    /* cmpxchg: both threads, 1000 -> 77 where it held 1000 */
    for (int i = 16; i < 24; i++)
        if (counters_out[i] == 1000)
            counters_out[i] = 77;
    ref_write("pixels.bin", pixels, sizeof pixels);
    ref_write("pixels_out.bin.expected", pixels_out, sizeof pixels_out);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("counters.bin", counters, sizeof counters);
    ref_write("counters_out.bin.expected", counters_out, sizeof counters_out);
    return 0;
}
