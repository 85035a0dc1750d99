#include "ref.h"

int main(void)
{
    uint32_t offsets[8] = {7, 2, 5, 0, 3, 6, 1, 4};
    unsigned char in[128] = {0};
    float out[32] = {0};
    float values[24];
    memcpy(in, offsets, 32);
    for (int i = 0; i < 24; i++) {
        values[i] = (float)i * 1.5f - 4.0f;
        memcpy(in + 32 + 4 * i, &values[i], 4);
    }
    /* element offsets are in dwords: element base + offsets[i] */
    for (int i = 0; i < 8; i++)
        out[8 + offsets[i]] = values[offsets[i]] * 2.0f;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
