#include "ref.h"

static uint16_t half_word(uint32_t x, int k) { return (uint16_t)(k ? x >> 16 : x); }
static uint8_t byte_of(uint32_t x, int k) { return (uint8_t)(x >> (8 * k)); }

int main(void)
{
    uint32_t seed = 31337;
    uint32_t in[128], m[8][16], o[8][8], r[64] = {0};
    for (int i = 0; i < 128; i++)
        in[i] = ref_random(&seed) ^ (ref_random(&seed) << 16);
    memcpy(m, in, sizeof m);

    /* o.format<ushort>() = m.select<8,1,8,1>(0,4).format<ushort>() << 2 */
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) {
            uint32_t v = m[y][4 + x];
            uint16_t lo = (uint16_t)(half_word(v, 0) << 2);
            uint16_t hi = (uint16_t)(half_word(v, 1) << 2);
            o[y][x] = (uint32_t)lo | (uint32_t)hi << 16;
        }

    /* in.select<8,2>(1).format<uchar>() */
    for (int k = 0; k < 8; k++)
        for (int b = 0; b < 4; b++)
            r[4 * k + b] = byte_of(in[1 + 2 * k], b);
    /* m.select<4,2,4,1>(1,3).format<ushort,4,8>(), column 5 */
    uint16_t q[4][8];
    for (int y = 0; y < 4; y++)
        for (int x = 0; x < 4; x++)
            for (int h = 0; h < 2; h++)
                q[y][2 * x + h] = half_word(m[1 + 2 * y][3 + x], h);
    for (int y = 0; y < 4; y++)
        r[32 + y] = q[y][5];
    /* m.select<8,1,2,1>(0,10).format<ushort>().select<8,4>(1): 32
     * ushorts, 4 per row; the odd halves of the first column. */
    for (int k = 0; k < 8; k++) {
        uint16_t words[32];
        for (int y = 0; y < 8; y++)
            for (int x = 0; x < 2; x++)
                for (int h = 0; h < 2; h++)
                    words[4 * y + 2 * x + h] = half_word(m[y][10 + x], h);
        r[40 + k] = words[1 + 4 * k];
    }
    uint32_t sum = 0;
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 4; x++)
            sum += half_word(m[5 + y][2 + x], 0) + half_word(m[5 + y][2 + x], 1);
    r[48] = sum;
    uint32_t weighted = 0;
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 4; x++)
            for (int h = 0; h < 2; h++)
                weighted += half_word(m[6 + y][9 + x], h) *
                            (uint32_t)(8 * y + 2 * x + h + 1);
    r[49] = weighted;
    sum = 0;
    for (int y = 0; y < 8; y++)
        for (int b = 0; b < 4; b++)
            sum += byte_of(m[y][3], b);
    r[50] = sum;

    ref_write("ints.bin", in, sizeof in);
    ref_write("shifted.bin.expected", o, sizeof o);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
