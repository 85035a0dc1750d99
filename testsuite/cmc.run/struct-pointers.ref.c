#include "ref.h"

/* The same struct laid out by the C compiler (a vector<int, 4> is four
 * ints), and the kernel's reads and writes done on it. */
struct offset2 {
    int16_t x, y;
};

struct params {
    int32_t count;
    float scale;
    struct offset2 origin;
    int32_t weights[4];
    char flag;
};

int main(void)
{
    struct params p[3];
    memset(p, 0, sizeof p);
    for (int i = 0; i < 3; i++) {
        p[i].count = 3 + i;
        p[i].scale = 1.25f * (float)(i + 1);
        p[i].origin.x = (int16_t)(10 * i - 7);
        p[i].origin.y = (int16_t)(20 + i);
        for (int k = 0; k < 4; k++)
            p[i].weights[k] = k * 5 - i;
        p[i].flag = (char)(i + 40);
    }
    ref_write("params.bin", p, sizeof p);
    int32_t out[16] = {0};
    out[0] = p[0].count;
    out[1] = (int)(p[0].scale * 2.0f);
    out[2] = p[1].origin.x + p[1].origin.y;
    int32_t sum = 0;
    for (int k = 0; k < 4; k++)
        sum += p[1].weights[k] * p[1].count;
    out[3] = sum + p[1].origin.y;
    struct params copy = p[0];
    copy.count += 100;
    for (int k = 0; k < 4; k++)
        copy.weights[k] += 1;
    p[2] = copy;
    p[1].flag = (char)(p[0].flag + 1);
    p[0].origin.x = -5;
    out[4] = p[1].weights[3];
    out[5] = (int)sizeof(struct params);
    ref_write("params_out.bin.expected", p, sizeof p);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
