#include "ref.h"

int main(void)
{
    uint32_t counters[16] = {0}, out[48] = {0};
    for (int i = 0; i < 16; i++)
        out[i] = counters[0]++;
    for (int i = 0; i < 8; i++)
        out[16 + i] = counters[1 + i]++;
    for (int i = 0; i < 8; i++) {
        uint32_t compare = (uint32_t)(i & 1), replacement = 77;
        out[24 + i] = counters[1 + i];
        if (counters[1 + i] == compare) /* src1 */
            counters[1 + i] = replacement; /* src0 */
    }
    ref_write("counters.bin.expected", counters, sizeof counters);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
