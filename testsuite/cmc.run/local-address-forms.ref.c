#include "ref.h"

/* local-address-forms.cpp's kernel in C. */
int main(void)
{
    int32_t in[8], out[8];
    uint32_t seed = 777;
    for (int i = 0; i < 8; i++)
        in[i] = ref_random_int(&seed, -5000, 5000);
    int a[4] = {9, 5 + 10, 7, 4 + in[7]};
    for (int i = 0; i < 8; i++)
        out[i] = in[i];
    for (int i = 0; i < 4; i++)
        out[i] = a[i];
    out[4] = in[1] + 3;
    out[5] = a[0] + 4;
    out[6] = in[6] * 2 + 1 + 3;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
