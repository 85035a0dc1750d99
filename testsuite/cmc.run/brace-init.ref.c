#include "ref.h"

/* The kernel's braced lists written out in C: row-major, zero-filled. */
int main(void)
{
    int32_t idx[8] = {5, 0, 7, 2, 2, 6, 1, 3};
    int32_t out[12][8];
    memset(out, 0, sizeof out);
    const int32_t v[8] = {1, 2, 3, 5, 7, 11, 13, 17};
    const int32_t m[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
    const int32_t digits[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    const int32_t table[8] = {27, 18, 28, 18, 28, 45, 90, 45};
    const int32_t primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
    const float scales[4] = {0.5f, 1.5f, 0.0f, 0.0f};
    const float mf[8] = {1.5f, -2.5f, 3.25f};
    for (int k = 0; k < 8; k++) {
        out[0][k] = v[k];
        out[1][k] = m[k % 2][k / 2];
        out[2][k] = digits[idx[k]];
        out[3][k] = table[idx[k]];
        out[4][k] = primes[idx[k]];
        memcpy(&out[6][k], &mf[k], 4);
        float listed = (k == 0 ? 1.25f : k == 1 ? 2.5f : 0.0f) +
                       scales[idx[1] & 3];
        memcpy(&out[9][k], &listed, 4);
    }
    out[5][0] = 1;
    out[5][1] = 2;
    /* out[7]: {} is zeros. */
    int32_t computed[8] = {idx[0], idx[0] + 1, idx[2], 7, -1, 4 * 2};
    memcpy(out[8], computed, sizeof computed);
    int32_t bytes[8] = {250, 251, 1, 2};
    memcpy(out[10], bytes, sizeof bytes);
    int32_t shorts[8] = {-1, -2, -3, -4, -5};
    memcpy(out[11], shorts, sizeof shorts);
    ref_write("in.bin", idx, sizeof idx);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
