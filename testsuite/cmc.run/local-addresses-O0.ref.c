#include "ref.h"

/* local-addresses.cpp's kernel in C, per thread. */
int main(void)
{
    int32_t in[16], out[32];
    uint32_t seed = 1313;
    for (int i = 0; i < 16; i++)
        in[i] = ref_random_int(&seed, -1000, 1000);
    for (int t = 0; t < 2; t++) {
        const int32_t *v = in + t * 8;
        int32_t *r = out + t * 16;
        int x = v[0];
        x += 1;
        x *= 3;
        int a[8];
        for (int i = 0; i < 8; i++)
            a[i] = v[1] + i;
        a[v[2] & 7] += 100;
        a[2 + (v[3] & 3)] = -5;
        int s = 0;
        for (int i = 0; i < 8; i++)
            s += a[i];
        int px = v[4] * 3, py = v[5] * 3 + 1 + 2;
        float w = 3.0f * 0.5f;
        int m = v[7], n = v[6];
        a[1] = 77;
        r[0] = x;
        r[1] = s;
        r[2] = px;
        r[3] = py;
        r[4] = (int)(w * 4.0f);
        r[5] = m;
        r[6] = n;
        r[7] = a[1] + a[7];
        for (int i = 0; i < 8; i++)
            r[8 + i] = a[i];
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
