#include <string.h>

#include "ref.h"

/* The SLM the kernel fills: four 128-byte blocks, block b holding the
 * dwords b * 1000 + i * 3 + 1 (i = 0 ... 31); each read copies bytes
 * from it. */
int main(void)
{
    uint32_t slm[128];
    for (int block = 0; block < 4; block++)
        for (int i = 0; i < 32; i++)
            slm[block * 32 + i] = (uint32_t)(block * 1000 + i * 3 + 1);
    const unsigned char *bytes = (const unsigned char *)slm;
    unsigned char out[512];
    memset(out, 0, sizeof out);
    memcpy(out + 0, bytes + 4, 16);
    memcpy(out + 16, bytes + 132, 32);
    memcpy(out + 48, bytes + 260, 64);
    memcpy(out + 112, bytes + 3 * 4, 128);
    memcpy(out + 240 + 16, bytes + 372, 32);
    memcpy(out + 304, bytes + 16, 16);
    memcpy(out + 320, bytes + 400, 16);
    memcpy(out + 336, bytes + 32, 32);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
