#include <fenv.h>

#include "ref.h"

/* common-names.cpp's results: 8-, 16- and 64-bit integer arithmetic as C
 * computes it in those widths, saturated and wrapping unsigned byte
 * sums, the sign mask of the bytes packed and unpacked, Intel's MDF
 * version numbers, and float sums and products rounded towards zero. */
int main(void)
{
    uint32_t seed = 5;
    int8_t bytes[16];
    uint8_t ub[16], uc[16];
    int16_t shorts[16];
    for (int i = 0; i < 16; i++) {
        bytes[i] = (int8_t)ref_random_int(&seed, -128, 127);
        ub[i] = (uint8_t)ref_random_int(&seed, 0, 255);
        uc[i] = (uint8_t)ref_random_int(&seed, 0, 255);
        shorts[i] = (int16_t)ref_random_int(&seed, -32768, 32767);
    }
    uint8_t in[80];
    memcpy(in, bytes, 16);
    memcpy(in + 16, ub, 16);
    memcpy(in + 32, uc, 16);
    memcpy(in + 48, shorts, 32);
    ref_write("in.bin", in, sizeof in);

    uint8_t out[256] = {0};
    int8_t tripled[16];
    uint8_t saturated[16], wrapped[16];
    int16_t scaled[16];
    int64_t wide[8];
    uint32_t packed = 0;
    uint16_t unpacked[16];
    for (int i = 0; i < 16; i++) {
        tripled[i] = (int8_t)(uint8_t)(bytes[i] * 3);
        int sum = ub[i] + uc[i];
        saturated[i] = (uint8_t)(sum > 255 ? 255 : sum);
        wrapped[i] = (uint8_t)sum;
        scaled[i] = (int16_t)(uint16_t)(shorts[i] * 300);
        if (bytes[i] > 0)
            packed |= 1u << i;
    }
    for (int i = 0; i < 16; i++)
        unpacked[i] = (uint16_t)((packed & 0x5555u) >> i & 1);
    for (int i = 0; i < 8; i++)
        wide[i] = (int64_t)shorts[i] * 100000 * 1000;
    int32_t versions[8] = {100, 201, 202, 203, 204, 300 + 400,
                           500 + 600 + (201 - 100), 3 * 7};
    memcpy(out, tripled, 16);
    memcpy(out + 16, saturated, 16);
    memcpy(out + 32, wrapped, 16);
    memcpy(out + 48, scaled, 32);
    memcpy(out + 80, wide, 64);
    memcpy(out + 144, &packed, 4);
    memcpy(out + 176, unpacked, 32);
    memcpy(out + 208, versions, 32);
    ref_write("out.bin.expected", out, sizeof out);

    float a[8], b[8], sums[16];
    for (int i = 0; i < 8; i++) {
        a[i] = ref_random_float(&seed, -1000.0f, 1000.0f);
        b[i] = ref_random_float(&seed, -1.0f, 1.0f) / 3.0f;
    }
    float floats[16];
    memcpy(floats, a, 32);
    memcpy(floats + 8, b, 32);
    ref_write("floats.bin", floats, sizeof floats);
    fesetround(FE_TOWARDZERO);
    for (int i = 0; i < 8; i++) {
        volatile float x = a[i], y = b[i];
        sums[i] = x + y;
        sums[8 + i] = x * y;
    }
    fesetround(FE_TONEAREST);
    ref_write("sums.bin.expected", sums, sizeof sums);
    return 0;
}
