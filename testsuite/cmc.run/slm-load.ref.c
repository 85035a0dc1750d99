#include "ref.h"

int main(void)
{
    static uint8_t in[2304];
    static uint8_t out[6 * 1808];
    for (int i = 0; i < (int)sizeof in; i++)
        in[i] = (uint8_t)(i * 13 + (i >> 8));
    for (int group = 0; group < 2; group++) {
        for (int local = 0; local < 3; local++) {
            uint8_t *mine = out + (group * 3 + local) * 1808;
            memcpy(mine, in + group * 256 + 16, 1792);
            for (int k = 0; k < 4; k++) {
                uint32_t marker = 0xabcd0000u + (uint32_t)group;
                memcpy(mine + 1792 + 4 * k, &marker, 4);
            }
        }
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
