#include "ref.h"

static uint64_t next(uint32_t *state)
{
    uint64_t high = ref_random(state);
    return (high << 32) | ref_random(state);
}

int main(void)
{
    enum { N = 32 };
    static const uint64_t edges[][2] = {
        {100, 7},
        /* signed: INT64_MIN / -1, undefined in C; cmc gives INT64_MIN, 0 */
        {0x8000000000000000ull, 0xffffffffffffffffull},
        {0xffffffffffffffffull, 0x8000000000000000ull},
        {0xfffffffffffffffeull, 0xffffffffffffffffull},
        {0x7fffffffffffffffull, 0x7fffffffffffffffull},
        {0x8000000000000000ull, 1},
        {0x8000000000000000ull, 2},
        {0x8000000000000000ull, 0x8000000000000000ull},
        {5, 0x7fffffffffffffffull},
        {0, 3},
        {0x123456789abcdefull, 0x100000000ull},
        {0xffffffff00000000ull, 0xffffffffull},
        {(uint64_t)-100, 7},
        {100, (uint64_t)-7},
        {(uint64_t)-100, (uint64_t)-7},
        {0x7fffffffffffffffull, (uint64_t)-1},
    };
    int64_t a[N], b[N];
    uint32_t state = 12345;
    for (int i = 0; i < N; i++) {
        if (i < (int)(sizeof edges / sizeof edges[0])) {
            a[i] = (int64_t)edges[i][0];
            b[i] = (int64_t)edges[i][1];
        } else {
            a[i] = (int64_t)(next(&state) >> (ref_random(&state) % 40));
            b[i] = (int64_t)(next(&state) >> (ref_random(&state) % 64));
            if (ref_random(&state) & 1)
                a[i] = -a[i];
            if (ref_random(&state) & 1)
                b[i] = -b[i];
            if (b[i] == 0)
                b[i] = 3;
        }
    }
    int64_t out[144];
    for (int i = 0; i < N; i++) {
        uint64_t ua = (uint64_t)a[i], ub = (uint64_t)b[i];
        /* INT64_MIN / -1 is undefined in C: what cmc documents */
        int undefined = a[i] == INT64_MIN && b[i] == -1;
        out[i] = undefined ? INT64_MIN : a[i] / b[i];
        out[32 + i] = undefined ? 0 : a[i] % b[i];
        out[64 + i] = (int64_t)(ua / ub);
        out[96 + i] = (int64_t)(ua % ub);
    }
    for (int i = 0; i < 8; i++) {
        out[128 + i] = a[i] / -7;
        out[136 + i] = a[i] % -7;
    }
    ref_write("a.bin", a, sizeof a);
    ref_write("b.bin", b, sizeof b);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
