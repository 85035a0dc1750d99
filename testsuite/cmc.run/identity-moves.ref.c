/* The kernel's results in C: the 8x8 int matrix transposed; elements 0..7
 * of the first 16 ints replaced by the even elements; ints 16..23 read as
 * float bits and converted back to float by value (as int); ints 24..31
 * times 0.001 clamped to [0, 1]. */
#include <string.h>

#include "ref.h"

int main(void)
{
    uint32_t seed = 99;
    int32_t buffer[160];
    memset(buffer, 0, sizeof buffer);
    for (int i = 0; i < 64; i++)
        buffer[i] = ref_random_int(&seed, -2000, 2000);
    ref_write("in.bin", buffer, sizeof buffer);
    int32_t out[160];
    memcpy(out, buffer, sizeof out);
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++)
            out[64 + r * 8 + c] = buffer[c * 8 + r];
    int32_t v[16];
    for (int i = 0; i < 16; i++)
        v[i] = buffer[i];
    for (int i = 0; i < 8; i++)
        v[i] = buffer[2 * i];
    memcpy(&out[128], v, sizeof v);
    for (int i = 0; i < 8; i++) {
        float converted = (float)buffer[16 + i];
        memcpy(&out[144 + i], &converted, 4);
        float scaled = (float)buffer[24 + i] * 0.001f;
        float clamped = scaled < 0.0f ? 0.0f : scaled > 1.0f ? 1.0f : scaled;
        memcpy(&out[152 + i], &clamped, 4);
    }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
