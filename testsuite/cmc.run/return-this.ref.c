#include "ref.h"

int main(void)
{
    uint32_t seed = 777;
    int32_t w[8], sum[8], r[32] = {0};
    for (int i = 0; i < 8; i++)
        w[i] = ref_random_int(&seed, -5000, 5000);
    int calls = 0;
    for (int i = 0; i < 8; i++)
        sum[i] = (w[i] + 1) * 3 + 2;
    calls += 3;
    memcpy(r, sum, sizeof sum);
    for (int i = 0; i < 8; i++)
        sum[i] += w[i] - 1;
    calls += 2;
    memcpy(r + 8, sum, sizeof sum);
    for (int i = 0; i < 8; i++)
        sum[i] += 10;
    calls++;
    r[16] = sum[0] + 1000;
    for (int i = 0; i < 8; i++)
        sum[i] *= 2;
    calls++;
    r[17] = sum[7];
    for (int i = 0; i < 8; i++)
        sum[i] += 105;
    calls += 2;
    r[18] = sum[3];
    r[19] = calls;
    r[20] = 7;
    r[21] = 1;
    ref_write("ints.bin", w, sizeof w);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
