#include "ref.h"

int main(void)
{
    int32_t a[8], b[8], o1[8], o2[8];
    float f[8], o3[8];
    uint32_t seed = 21;
    for (int i = 0; i < 8; i++) {
        a[i] = ref_random_int(&seed, -500, 500);
        b[i] = ref_random_int(&seed, -500, 500);
        f[i] = ref_random_float(&seed, -4.0f, 4.0f);
        o1[i] = abs(a[i]) + (a[i] < b[i] ? a[i] : b[i]);
        o2[i] = a[i] > b[i] ? a[i] : b[i];
        o3[i] = fabsf(f[i]) + (f[i] > 0.5f ? f[i] : 0.5f);
    }
    unsigned char in[96], out[96];
    memcpy(in, a, 32); memcpy(in + 32, b, 32); memcpy(in + 64, f, 32);
    memcpy(out, o1, 32); memcpy(out + 32, o2, 32); memcpy(out + 64, o3, 32);
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
