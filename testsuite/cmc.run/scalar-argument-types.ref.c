#include "ref.h"

int main(void)
{
    signed char c = -5;
    unsigned short us = 65000;
    int i = -123456;
    float f = 2.25f;
    unsigned char uc = 200;
    short s = -300;
    int32_t v[8] = {c, us, i, uc, s, c + uc + s, i / 7, us * 3};
    float w[8];
    for (int k = 0; k < 8; k++)
        w[k] = f;
    w[1] = f * c;
    w[2] = f + us;
    ref_write("out.bin.expected", v, sizeof v);
    FILE *file = fopen("out.bin.expected", "ab");
    fwrite(w, 1, sizeof w, file);
    fclose(file);
    return 0;
}
