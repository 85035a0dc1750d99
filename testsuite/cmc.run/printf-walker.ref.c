/* Expected output of printf-walker.cpp: threads row by row. */
#include "ref.h"

int main(void)
{
    float in[6][4];
    uint32_t seed = 5;
    for (int t = 0; t < 6; t++)
        for (int i = 0; i < 4; i++)
            in[t][i] = (float)ref_random_int(&seed, -1000, 1000) / 8.0f;
    ref_write("in.bin", in, sizeof in);
    FILE *out = fopen("stdout.expected", "wb");
    if (!out)
        return 1;
    for (unsigned y = 0; y < 2; y++)
        for (unsigned x = 0; x < 3; x++) {
            const float *v = in[y * 3 + x];
            float sum = v[0] + v[1] + v[2] + v[3];
            float max = v[0];
            for (int i = 1; i < 4; i++)
                max = v[i] > max ? v[i] : max;
            fprintf(out, "(%u,%u) sum %.4f max %g\n", x, y, sum, max);
        }
    return fclose(out) != 0;
}
