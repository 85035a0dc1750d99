#include "ref.h"

int main(void)
{
    uint8_t in[112];
    for (int i = 0; i < (int)sizeof in; i++)
        in[i] = (uint8_t)(i * 37 + 11);
    uint32_t out[72] = {0};
    uint8_t *bytes = (uint8_t *)out;
    memcpy(bytes + 0, in + 0, 48);        /* a */
    memcpy(bytes + 48, in + 16, 8);       /* b */
    memcpy(bytes + 56, in + 32, 6);       /* c: ushorts 28..30 */
    memcpy(bytes + 64, in + 64, 48);      /* d */
    for (int i = 0; i < 4; i++)           /* e(0..3) kept */
        out[28 + i] = 0x77777777u;
    memcpy(bytes + 128, in + 16, 48);     /* e(4..15) */
    memcpy(bytes + 176, in + 4, 48);      /* f */
    memcpy(bytes + 224, in + 80, 24);     /* g */
    memcpy(bytes + 256, in + 60 + 16, 32); /* h(4..11) */
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
