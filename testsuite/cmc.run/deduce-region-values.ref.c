#include "ref.h"

static int sum(const int *v, int n, int stride, int delta)
{
    int total = 0;
    for (int i = 0; i < n; i++)
        total += v[i * stride] + delta;
    return total;
}

int main(void)
{
    uint32_t seed = 4242;
    int32_t input[32], w[32], m[4][8], r[64] = {0};
    for (int i = 0; i < 32; i++)
        input[i] = ref_random_int(&seed, -30000, 30000);
    memcpy(w, input, sizeof w);
    memcpy(m, w, sizeof m);

    r[0] = sum(w + 1, 8, 2, 1);
    r[1] = sum(w, 32, 1, 2);
    int16_t halves[64];
    memcpy(halves, w, sizeof halves);
    int16_t short_sum = 0;
    for (int i = 0; i < 64; i++)
        short_sum = (int16_t)(short_sum + (int16_t)(halves[i] + 3));
    r[2] = short_sum;
    r[3] = sum(m[2], 8, 1, 4);
    r[4] = sum(&m[0][5], 4, 8, 5);
    r[5] = sum(m[1], 8, 1, 6);
    r[6] = sum(&m[1][0], 16, 1, 7);
    r[7] = m[3][7] + 3 * 100 + 4;          /* rows 1..3, columns 1,3,5,7 */
    r[8] = w[31] + 8 * 100 + 4;
    r[9] = sum(w + 9, 4, 4, 8);
    r[10] = sum(w + 16, 8, 1, 9);
    for (int i = 16; i < 24; i++)
        w[i] += 1000;
    int32_t mm[4][8];
    memcpy(mm, m, sizeof mm);
    for (int k = 0; k < 4; k++)
        mm[3][2 * k] = -mm[3][2 * k];
    for (int k = 0; k < 4; k++)
        mm[0][4 + k] = -mm[0][4 + k];
    memcpy(r + 16, w, sizeof w);
    memcpy(r + 48, &mm[2][0], 16 * sizeof(int32_t));
    r[11] = sum(mm[0], 8, 1, 0);

    ref_write("ints.bin", input, sizeof input);
    ref_write("out.bin.expected", r, sizeof r);
    ref_write("store.bin.expected", w + 4, 16 * sizeof(int32_t));
    return 0;
}
