#include "ref.h"

/* constant-operand-parameters.cpp's kernel in C.  The input is 32
 * pixels of four channels (R, G, B, A dwords); lane k reads pixel k. */
static uint8_t saturate_u8(int64_t x)
{
    return x < 0 ? 0 : x > 255 ? 255 : (uint8_t)x;
}

int main(void)
{
    int32_t in[32], counters[8];
    uint32_t seed = 2718;
    for (int k = 0; k < 32; k++)
        in[k] = ref_random_int(&seed, -300, 300);
    for (int k = 0; k < 8; k++)
        counters[k] = ref_random_int(&seed, 0, 500);
    ref_write("in.bin", in, sizeof in);
    ref_write("counters.bin", counters, sizeof counters);

    int32_t red[8], green[8], blue[8];
    for (int k = 0; k < 8; k++) {
        red[k] = in[4 * k];
        green[k] = in[4 * k + 1];
        blue[k] = in[4 * k + 2];
    }
    uint8_t out[160];
    memset(out, 0, sizeof out);
    memcpy(out, red, 32);
    memcpy(out + 32, green, 32);
    memcpy(out + 64, blue, 32);
    for (int k = 0; k < 8; k++) {
        out[96 + k] = saturate_u8((int64_t)red[k] + green[k]);
        out[104 + k] = (uint8_t)(red[k] + green[k]);
        out[112 + k] = saturate_u8(blue[k]);
        out[120 + k] = (uint8_t)blue[k];
    }
    uint32_t result[8];
    for (int k = 0; k < 8; k++) {
        uint32_t added = (uint32_t)counters[k];
        uint32_t after_add = added + (uint32_t)red[k];
        uint32_t maxed = after_add; /* old value before the max */
        uint32_t g = (uint32_t)green[k];
        counters[k] = (int32_t)(after_add > g ? after_add : g);
        result[k] = added + maxed;
    }
    memcpy(out + 128, result, 32);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("counters_out.bin.expected", counters, sizeof counters);
    return 0;
}
