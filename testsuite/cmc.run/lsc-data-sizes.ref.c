#include "ref.h"

/* The memory each message of lsc-data-sizes.cpp reads and writes,
 * computed byte by byte and dword by dword from the addresses. */
int main(void)
{
    uint8_t in[1024], out[4096] = {0};
    int32_t q[64], qout[64];
    uint32_t seed = 1602;
    for (int i = 0; i < 1024; i++)
        in[i] = (uint8_t)ref_random(&seed);
    for (int i = 0; i < 64; i++) { /* the N8 floats: exact when doubled */
        float f = ref_random_float(&seed, -100.0f, 100.0f);
        memcpy(&in[320 + 4 * i], &f, 4);
    }
    for (int i = 0; i < 64; i++)
        q[i] = ref_random_int(&seed, -100000, 100000);
    memcpy(qout, q, sizeof q);

    for (int i = 0; i < 16; i++) {
        out[i] = (uint8_t)(in[3 * i] + 1);
        memcpy(&out[64 + 4 * i + 2], &in[64 + 4 * i], 2);
        for (int v = 0; v < 3; v++)
            memcpy(&out[128 + 12 * i + 4 * v], &in[128 + 12 * i + 4 * ((v + 1) % 3)], 4);
    }
    for (int i = 0; i < 8; i++)
        for (int v = 0; v < 8; v++) {
            float f;
            memcpy(&f, &in[320 + 32 * i + 4 * v], 4);
            f *= 2.0f;
            memcpy(&out[320 + 32 * i + 4 * v], &f, 4);
        }
    int32_t *o = (int32_t *)(void *)out;
    for (int i = 0; i < 16; i++) {
        const int32_t *x = &q[4 * i]; /* x, y, z, w */
        o[256 + i] = x[3];
        o[272 + 2 * i] = x[2], o[272 + 2 * i + 1] = x[3];
        for (int v = 0; v < 3; v++)
            o[304 + 3 * i + v] = x[1 + v];
        o[352 + 2 * i] = x[1], o[352 + 2 * i + 1] = x[3];
        o[384 + 3 * i] = x[0], o[384 + 3 * i + 1] = x[1], o[384 + 3 * i + 2] = x[3];
        qout[4 * i] = x[1] + 1;
        qout[4 * i + 1] = x[3] + 1;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("quads.bin", q, sizeof q);
    ref_write("quadsout.bin.expected", qout, sizeof qout);
    return 0;
}
