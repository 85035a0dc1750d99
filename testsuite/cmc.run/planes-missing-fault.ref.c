#include "ref.h"

int main(void)
{
    uint8_t nv12[16 * 6], plain[16 * 4];
    for (int i = 0; i < (int)sizeof nv12; i++)
        nv12[i] = (uint8_t)i;
    for (int i = 0; i < (int)sizeof plain; i++)
        plain[i] = (uint8_t)(i * 3);
    ref_write("nv12.bin", nv12, sizeof nv12);
    ref_write("plain.bin", plain, sizeof plain);
    return 0;
}
