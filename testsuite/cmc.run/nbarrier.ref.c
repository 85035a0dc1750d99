/* nbarrier.cpp: per thread t of group g (8 threads, halves of 4), the
 * sum over its half of t' + 100 (g + 1), the sum of t' * t' + 1, its
 * half and t. */
#include "ref.h"

int main(void)
{
    uint32_t out[2][8][4];
    for (uint32_t g = 0; g < 2; g++)
        for (uint32_t t = 0; t < 8; t++) {
            uint32_t half = t / 4, first = 0, second = 0;
            for (uint32_t u = half * 4; u < half * 4 + 4; u++) {
                first += u + 100 * (g + 1);
                second += u * u + 1;
            }
            out[g][t][0] = first;
            out[g][t][1] = second;
            out[g][t][2] = half;
            out[g][t][3] = t;
        }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
