/* The reference of every feature-macros*.cpp: what each part of
 * feature-macros.h computes, in plain C, whichever path the platform
 * takes. */
#include "ref.h"

struct precision {
    int bits;
    int is_signed;
};

static int32_t field(uint32_t bits, struct precision p)
{
    if (p.is_signed && (bits >> (p.bits - 1)) & 1)
        return (int32_t)bits - (1 << p.bits);
    return (int32_t)bits;
}

static uint32_t packed(const uint32_t *words, int bits, int index)
{
    int bit = index * bits;
    return (words[bit / 32] >> (bit % 32)) & ((1u << bits) - 1);
}

/* D = C + A x B for `rows` rows: A's elements packed along its rows (K a
 * row), B's packed along K, column n in dword n of each row of 8. */
static void product(const int32_t *c, const uint32_t *b, struct precision pb,
                    const uint32_t *a, struct precision pa, int k_count,
                    int rows, int32_t *d)
{
    int per = 32 / pb.bits;
    for (int m = 0; m < rows; m++)
        for (int n = 0; n < 8; n++) {
            uint32_t sum = (uint32_t)c[m * 8 + n];
            for (int k = 0; k < k_count; k++) {
                int32_t ak = field(packed(a, pa.bits, m * k_count + k), pa);
                int32_t bk = field(packed(&b[(k / per) * 8 + n], pb.bits,
                                          k % per), pb);
                sum += (uint32_t)(ak * bk);
            }
            d[m * 8 + n] = (int32_t)sum;
        }
}

int main(void)
{
    uint32_t seed = 1601;
    struct {
        uint32_t x[8], y[8], z[8];
        float f[8];
        int32_t acc[64];
        uint32_t b[64], a[64];
    } in;
    for (int i = 0; i < 8; i++) {
        in.x[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
        in.y[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
        in.z[i] = ref_random(&seed);
        in.f[i] = ref_random_full_float(&seed, -1000.0f, 1000.0f);
    }
    for (int i = 0; i < 64; i++) {
        in.acc[i] = ref_random_int(&seed, -100000, 100000);
        in.b[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
        in.a[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
    }
    struct {
        uint32_t logic[8], dot[8], bf[8], copy[32], rotated[8], high[8];
        float triple[8];
        uint32_t nine[8];
        int32_t d8[64], mix[64], d4[64], d2[64], three[32];
    } out;
    memset(&out, 0, sizeof out);
    for (int i = 0; i < 8; i++) {
        uint32_t x = in.x[i], y = in.y[i];
        out.logic[i] = (x & ~y) | in.z[i];
        out.dot[i] = in.z[i];
        for (int j = 0; j < 4; j++)
            out.dot[i] += (x >> 8 * j & 0xff) * (y >> 8 * j & 0xff);
        out.bf[i] = ref_bf16_bits(in.f[i]);
        out.rotated[i] = x << 5 | x >> 27;
        out.high[i] = (uint32_t)((uint64_t)x * y >> 32);
        out.triple[i] = (float)((double)in.f[i] * 3.0);
        out.nine[i] = x * 9;
    }
    memcpy(out.copy, &in, sizeof out.copy);
    const struct precision u8 = {8, 0}, s8 = {8, 1}, u4 = {4, 0},
                           s4 = {4, 1}, u2 = {2, 0}, s2 = {2, 1};
    product(in.acc, in.b, u8, in.a, s8, 32, 8, out.d8);
    product(in.acc, in.b, s4, in.a, u8, 32, 8, out.mix);
    product(in.acc, in.b, u4, in.a, s4, 64, 8, out.d4);
    product(in.acc, in.b, s2, in.a, u2, 64, 8, out.d2);
    product(in.acc, in.b, u8, in.a, s8, 32, 3, out.three);
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", &out, sizeof out);
    return 0;
}
