/* Reference for spirv-carry-barrier.cpp: 2 groups of 4 threads; thread
 * id (0..7) works on a + id and b, and reads through SLM the value of its
 * group's thread (local + 1) % 4 after a barrier, doubled, from the
 * thread (local + 3) % 4: its own value doubled. */
#include "ref.h"

enum { THREADS = 8 };

int main(void)
{
    uint32_t a[8], b[8];
    float x[8] = {7.5f, -7.5f, 1e10f, -3.25f, 5.0f, 0.0f, 100.0f, -0.5f};
    float y[8] = {2.0f, 2.0f, 3.0f, 0.5f, -3.0f, 1.0f, 7.0f, 0.25f};
    uint32_t seed = 5;
    for (int i = 0; i < 8; i++) {
        a[i] = (uint32_t)ref_random_int(&seed, -2000000000, 2000000000);
        b[i] = (uint32_t)ref_random_int(&seed, -2000000000, 2000000000);
    }
    a[3] = 0xfffffffeu;
    b[3] = 1;
    static uint32_t out[320];
    for (uint32_t id = 0; id < THREADS; id++) {
        uint32_t *r = &out[id * 32];
        uint32_t mine[8];
        for (int i = 0; i < 8; i++) {
            mine[i] = a[i] + id;
            r[i] = mine[i] + b[i];
            r[8 + i] = r[i] < mine[i];
            r[16 + i] = mine[i] - b[i];
            r[24 + i] = mine[i] < b[i];
        }
        uint32_t *s = &out[256 + id * 8];
        s[0] = mine[7] + b[7];
        s[1] = s[0] < mine[7];
        s[2] = mine[0] - b[0];
        s[3] = mine[0] < b[0];
        float remainder = fmodf(x[id % 8], y[id % 8]);
        float scalar_remainder = fmodf(x[1], y[1]);
        memcpy(&s[4], &remainder, 4);
        memcpy(&s[5], &scalar_remainder, 4);
        s[6] = mine[0] * 2;
        s[7] = 1;
    }
    unsigned char in[128];
    memcpy(in, a, 32);
    memcpy(in + 32, b, 32);
    memcpy(in + 64, x, 32);
    memcpy(in + 96, y, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
