#include "ref.h"

int main(void)
{
    int32_t v[16], r[16];
    for (int i = 0; i < 16; i++)
        v[i] = i * 7 - 33;
    for (int i = 0; i < 16; i++)
        r[i] = v[15 - i] * i;
    int sum = 0;
    for (int i = 0; i < 5; i++)
        sum += v[i];
    r[0] = sum;
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", r, sizeof r);
    return 0;
}
