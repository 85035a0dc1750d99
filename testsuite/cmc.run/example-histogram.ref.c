/* Reference for examples/histogram.cpp: a 256-bin count of 2048 bytes. */
#include "ref.h"

enum { BYTES = 4 * 4 * 128 };

int main(void)
{
    static uint8_t pixels[BYTES];
    static uint32_t bins[256];
    uint32_t seed = 5;
    for (int i = 0; i < BYTES; i++) {
        /* Half the bytes from a narrow range: repeated bins. */
        pixels[i] = (uint8_t)(i % 2 ? ref_random_int(&seed, 100, 107)
                                    : ref_random_int(&seed, 0, 255));
        bins[pixels[i]]++;
    }
    ref_write("pixels.bin", pixels, sizeof pixels);
    ref_write("bins.bin.expected", bins, sizeof bins);
    return 0;
}
