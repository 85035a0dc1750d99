#include "ref.h"

int main(void)
{
    uint32_t counters[8], out[48];
    for (int i = 0; i < 8; i++)
        counters[i] = (uint32_t)i;
    ref_write("counters.bin", counters, sizeof counters);
    for (int i = 0; i < 8; i++) {
        uint32_t *c = &counters[7 - i];
        out[i] = *c;
        *c += 10;
        *c += 1;
        out[8 + i] = *c;
        *c = *c < 15 ? *c : 15;
        out[16 + i] = *c;
        *c = *c > 13 ? *c : 13;
        out[24 + i] = *c;
        *c = 100;
        uint32_t compare = i < 4 ? 100 : 0;
        out[32 + i] = *c;
        if (*c == compare)
            *c = 5;
        out[40 + i] = *c;
        *c -= 10;
    }
    ref_write("counters_out.bin.expected", counters, sizeof counters);
    ref_write("old.bin.expected", out, sizeof out);
    return 0;
}
