/* Reference for examples/transpose.cpp: a 32x32 int transposition. */
#include "ref.h"

enum { N = 32 };

int main(void)
{
    static int32_t in[N][N], out[N][N];
    uint32_t seed = 41;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            in[i][j] = ref_random_int(&seed, -1000000, 1000000);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            out[j][i] = in[i][j];
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
