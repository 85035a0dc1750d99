#include "ref.h"

/* range-for.cpp's kernel in C. */
struct item {
    int32_t key;
    float weight;
};
struct bag {
    struct item items[4];
    float scale[4];
};

int main(void)
{
    int32_t raw[16];
    struct bag bag;
    uint32_t seed = 2024;
    for (int k = 0; k < 16; k++)
        raw[k] = ref_random_int(&seed, -50, 200);
    for (int k = 0; k < 4; k++) {
        bag.items[k].key = ref_random_int(&seed, -1000, 1000);
        bag.items[k].weight = (float)ref_random_int(&seed, -64, 64) / 8.0f;
        bag.scale[k] = (float)ref_random_int(&seed, -64, 64) / 4.0f;
    }
    ref_write("in.bin", raw, sizeof raw);
    ref_write("items.bin", &bag, sizeof bag);

    int a[8], grid[2][4];
    for (int k = 0; k < 8; k++)
        a[k] = raw[k];
    for (int k = 0; k < 8; k++)
        grid[k / 4][k % 4] = raw[8 + k];
    float result[32] = {0};
    float total = 0.0f;
    for (int k = 0; k < 8; k++)
        total += (float)a[k] * 0.5f;
    result[0] = total;
    for (int k = 0; k < 8; k++)
        a[k] *= 3;
    int sum = 0;
    for (int k = 0; k < 8; k++)
        if (a[k] >= 0)
            sum += a[k];
    result[1] = (float)sum;
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 4; c++)
            grid[r][c] += r;
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 4; c++)
            result[2 + r * 4 + c] = (float)grid[r][c];
    int first_negative = -1;
    for (int k = 0; k < 8; k++)
        if (a[k] < 0) {
            first_negative = k;
            break;
        }
    result[10] = (float)first_negative;
    for (int k = 0; k < 3; k++) {
        int s = 0;
        for (int j = 0; j < 4; j++)
            s += raw[k * 4 + j] + 1;
        result[11 + k] = (float)s;
    }
    float weights = 0.0f;
    for (int k = 0; k < 4; k++) {
        bag.items[k].key += 100;
        weights += bag.items[k].weight;
    }
    for (int k = 0; k < 4; k++)
        bag.scale[k] *= 2.0f;
    result[14] = weights;
    float scales = 0.0f;
    for (int k = 0; k < 4; k++)
        scales += bag.scale[k];
    result[15] = scales;
    ref_write("items_out.bin.expected", &bag, sizeof bag);
    ref_write("out.bin.expected", result, sizeof result);
    return 0;
}
