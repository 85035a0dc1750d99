#include <string.h>

#include "ref.h"

int main(void)
{
    unsigned char out[256];
    memset(out, 0, sizeof out);
    uint32_t a[32];
    float b[16];
    uint8_t c[32];
    uint16_t d[8];
    for (int i = 0; i < 32; i++) {
        a[i] = (uint32_t)(i * 7);
        c[i] = (uint8_t)(i + 100);
    }
    for (int i = 0; i < 16; i++)
        b[i] = i * 0.5f;
    for (int i = 0; i < 8; i++)
        d[i] = (uint16_t)(i * 1000);
    memcpy(out, a, sizeof a);
    memcpy(out + 128, b, sizeof b);
    memcpy(out + 192, c, sizeof c);
    memcpy(out + 224, d, sizeof d);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
