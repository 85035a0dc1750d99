#include "ref.h"

int main(void)
{
    unsigned char in[192] = {0}, out[128] = {0};
    int32_t v[4] = {3, 10, 5, 20}, m4[4] = {1, 0, -2, 0};
    int16_t w[32], m32[32];
    for (int i = 0; i < 32; i++) {
        w[i] = (int16_t)(i * 100 - 1000);
        m32[i] = (int16_t)(i % 3 == 0 ? 0 : i);
    }
    memcpy(in, v, 16);
    memcpy(in + 16, m4, 16);
    memcpy(in + 64, w, 64);
    memcpy(in + 128, m32, 64);
    /* per channel: r += m; m -= 1; while m != 0 */
    for (int c = 0; c < 2; c++) {
        int m = v[2 * c], r = v[2 * c + 1];
        do {
            r += m;
            m -= 1;
        } while (m);
        v[2 * c + 1] = r;
    }
    for (int i = 0; i < 4; i++)
        v[i] = m4[i] ? v[i] * 2 : 7;
    for (int i = 0; i < 32; i++)
        if (m32[i])
            w[i] = (int16_t)(w[i] + m32[i]);
    memcpy(out, v, 16);
    memcpy(out + 64, w, 64);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
