#include "ref.h"

int main(void)
{
    int32_t out[72];
    for (int mode = 0; mode < 9; mode++) {
        int k = 0;
        switch (mode) {
        case 0:
            k = 10;
            break;
        case 2:
            k = 5;
            /* fall through */
        case 3:
            k = k + 1;
            break;
        case 7:
            k = mode * 3;
            break;
        default:
            k = -1;
        }
        for (int i = 0; i < 8; i++)
            out[mode * 8 + i] = k;
    }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
