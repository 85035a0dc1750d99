/* Reference for examples/matrix_multiply.cpp: a 32x32 float product. */
#include "ref.h"

enum { N = 32 };

int main(void)
{
    static float a[N][N], b[N][N], c[N][N];
    uint32_t seed = 23;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i][j] = (float)ref_random_int(&seed, -16, 16) / 4;
            b[i][j] = (float)ref_random_int(&seed, -16, 16) / 8;
        }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double sum = 0;
            for (int k = 0; k < N; k++)
                sum += (double)a[i][k] * b[k][j];
            c[i][j] = (float)sum;
        }
    ref_write("a.bin", a, sizeof a);
    ref_write("b.bin", b, sizeof b);
    ref_write("c.bin.expected", c, sizeof c);
    return 0;
}
