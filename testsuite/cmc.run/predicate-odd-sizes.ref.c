#include "ref.h"

static void odd_size_ops(int n, const int32_t *a, const int32_t *b,
                         int32_t *out)
{
    for (int i = 0; i < n; i++) {
        int32_t x = a[i], y = b[64 - n + i];
        float d = (float)x - (float)y;
        out[i] = x < y;
        out[n + i] = x > y ? x : y;
        out[2 * n + i] = (x & 3) == 1 ? y * 2 : x;
        out[3 * n + i] = (d < 0 ? -d : d) <= 10.0f;
    }
}

int main(void)
{
    int32_t a[64], b[64], out[288];
    uint32_t state = 7;
    for (int i = 0; i < 64; i++) {
        a[i] = ref_random_int(&state, -30, 30);
        b[i] = ref_random_int(&state, -30, 30);
    }
    for (int i = 0; i < 288; i++)
        out[i] = -1;
    odd_size_ops(3, a, b, out);
    odd_size_ops(7, a, b, out + 12);
    odd_size_ops(11, a, b, out + 40);
    odd_size_ops(15, a, b, out + 84);
    odd_size_ops(35, a, b, out + 144);
    ref_write("a.bin", a, sizeof a);
    ref_write("b.bin", b, sizeof b);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
