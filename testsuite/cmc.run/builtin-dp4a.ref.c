#include "ref.h"

static int64_t dot4(uint32_t a, uint32_t b, int is_signed)
{
    int64_t sum = 0;
    for (int k = 0; k < 4; k++) {
        uint32_t p = (a >> (8 * k)) & 0xff, q = (b >> (8 * k)) & 0xff;
        int64_t x = is_signed ? (int8_t)p : (int64_t)p;
        int64_t y = is_signed ? (int8_t)q : (int64_t)q;
        sum += x * y;
    }
    return sum;
}

static int32_t clamp_int(int64_t v)
{
    return v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : (int32_t)v;
}

static uint32_t clamp_uint(int64_t v)
{
    return v > (int64_t)UINT32_MAX ? UINT32_MAX : v < 0 ? 0 : (uint32_t)v;
}

int main(void)
{
    uint32_t seed = 3;
    int32_t acc[8];
    uint32_t s1[8], s2[8], out[48];
    for (int i = 0; i < 8; i++) {
        acc[i] = ref_random_int(&seed, -40000, 40000);
        s1[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
        s2[i] = ref_random(&seed) ^ ref_random(&seed) << 16;
    }
    s1[0] = 0x80808080u; /* the most negative bytes */
    s2[0] = 0x80808080u;
    for (int i = 0; i < 8; i++) {
        out[i] = (uint32_t)(acc[i] + dot4(s1[i], s2[i], 1));
        out[8 + i] = (uint32_t)(acc[i] + dot4(s1[i], s2[i], 0));
        out[16 + i] = out[8 + i];
        out[24 + i] = (uint32_t)clamp_int(0x7ffffff0 + dot4(s1[i], s2[i], 0));
        out[32 + i] = clamp_uint(acc[i] + dot4(s1[i], s2[i], 1));
        out[40 + i] = (uint32_t)(int32_t)(uint32_t)(0x7ffffff0 +
                                                    dot4(s1[i], s2[i], 1));
    }
    struct {
        int32_t acc[8];
        uint32_t s1[8], s2[8];
    } in;
    memcpy(in.acc, acc, sizeof acc);
    memcpy(in.s1, s1, sizeof s1);
    memcpy(in.s2, s2, sizeof s2);
    ref_write("in.bin", &in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
