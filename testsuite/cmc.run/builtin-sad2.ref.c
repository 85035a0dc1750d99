#include "ref.h"

static int sad_pair(const int *x, const int *y, int i)
{
    return abs(x[i] - y[i]) + abs(x[i + 1] - y[i + 1]);
}

static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

int main(void)
{
    uint32_t seed = 11;
    uint8_t a[32], b[32];
    uint16_t c[32];
    for (int i = 0; i < 32; i++) {
        a[i] = (uint8_t)ref_random(&seed);
        b[i] = (uint8_t)ref_random(&seed);
        c[i] = (uint16_t)ref_random(&seed);
    }
    a[0] = 0; b[0] = 255; a[1] = 255; b[1] = 0;     /* the largest sum */
    c[0] = 65535; c[2] = 65000; c[4] = 32767;       /* near the limits */
    int ua[32], ub[32], sa[32], sb[32], cs[32];
    for (int i = 0; i < 32; i++) {
        ua[i] = a[i]; ub[i] = b[i];
        sa[i] = (int8_t)a[i]; sb[i] = (int8_t)b[i];
        cs[i] = (int16_t)c[i];
    }
    uint16_t out[160] = {0};
    uint16_t *o = out;
    for (int i = 0; i < 16; i++) o[i] = (uint16_t)sad_pair(ua, ub, 2 * i);
    o += 16;
    for (int i = 0; i < 16; i++) o[i] = (uint16_t)sad_pair(sa, sb, 2 * i);
    o += 16;
    for (int i = 0; i < 16; i++)
        o[i] = (uint16_t)(sad_pair(ua, ub, 2 * i) + c[2 * i]);
    o += 16;
    for (int i = 0; i < 16; i++)
        o[i] = (uint16_t)clamp(sad_pair(ua, ub, 2 * i) + c[2 * i], 0, 65535);
    o += 16;
    for (int i = 0; i < 16; i++)
        o[i] = (uint16_t)(int16_t)clamp(sad_pair(sa, sb, 2 * i) + cs[2 * i],
                                        -32768, 32767);
    o += 16;
    int k200[32];
    for (int i = 0; i < 32; i++) k200[i] = 200;
    for (int i = 0; i < 16; i++) o[i] = (uint16_t)sad_pair(ua, k200, 2 * i);
    o += 16;
    /* uint elements: a + 0x1200 keeps a in its low byte. */
    uint32_t *m = (uint32_t *)o;
    for (int i = 0; i < 8; i++) m[i] = (uint32_t)sad_pair(ua, ub, 2 * i);
    o += 16;
    int r0[16], r1[16], row0[16];
    for (int i = 0; i < 16; i++) { r0[i] = a[i]; r1[i] = a[16 + i]; }
    for (int i = 0; i < 16; i += 2) row0[i] = sad_pair(r0, r1, i);
    for (int i = 0; i < 8; i++) o[i] = (uint16_t)row0[2 * i];
    for (int i = 0; i < 8; i++)
        o[8 + i] = (uint16_t)clamp(sad_pair(r1, r0, 2 * i) + row0[2 * i], 0,
                                   65535);
    o += 16;
    int k3[32];
    for (int i = 0; i < 32; i++) k3[i] = 3;
    for (int i = 0; i < 16; i++)
        o[i] = (uint16_t)(sad_pair(k3, ub, 2 * i) + 1000);
    o += 16;
    for (int i = 0; i < 16; i++)
        o[i] = (uint16_t)(sad_pair(ua, ub, 2 * i) + sad_pair(sa, sb, 2 * i));
    struct {
        uint8_t a[32], b[32];
        uint16_t c[32];
    } in;
    memcpy(in.a, a, sizeof a);
    memcpy(in.b, b, sizeof b);
    memcpy(in.c, c, sizeof c);
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
