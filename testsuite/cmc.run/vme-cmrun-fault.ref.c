/* Reference for vme-cmrun-fault.cpp: kernel `none` sends nothing, so its
 * result keeps the 7s it started with; the VME surface is not touched. */
#include "ref.h"

int main(void)
{
    uint8_t out[64] = {0};
    memset(out, 7, 32);
    ref_write("out.bin.expected", out, sizeof out);
    uint8_t vme[64] = {0};
    ref_write("vme.bin.expected", vme, sizeof vme);
    return 0;
}
