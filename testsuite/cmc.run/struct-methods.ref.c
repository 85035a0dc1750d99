#include "ref.h"

static const int weights[8] = {1, 2, 3, 4, 5, 6, 7, 8};

static int clamp(int value, int low, int high)
{
    return value < low ? low : (value > high ? high : value);
}

int main(void)
{
    int32_t in[16], out[16] = {0};
    for (int i = 0; i < 16; i++)
        in[i] = (i * 7) % 31 - 9;
    int sums[8] = {0}, counts[4] = {0};
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < 8; i++) {
            int value = in[pass * 8 + i];
            sums[i] += clamp(value, -5, 20) * weights[(value + i) & 7];
            counts[value & 3] += 1;
        }
    int total = 0;
    for (int i = 0; i < 8; i++) {
        out[i] = sums[i];
        total += sums[i];
    }
    for (int i = 0; i < 4; i++)
        out[8 + i] = counts[i];
    out[12] = total;
    out[13] = clamp(100, -5, 20);
    out[14] = -5;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
