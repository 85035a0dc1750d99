#include "ref.h"

int main(void)
{
    uint8_t idx[32];
    for (int i = 0; i < 32; i++)
        idx[i] = (uint8_t)(i % 3 == 0 ? 250 + i % 5 : (i * 7) % 8);
    uint32_t counter[256] = {0};
    for (int i = 0; i < 32; i++)
        counter[idx[i]]++;
    uint32_t out[16];
    memcpy(out, counter, 32);
    memcpy(out + 8, counter + 248, 32);
    ref_write("in.bin", idx, sizeof idx);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
