#include "ref.h"

int main(void)
{
    uint8_t buf[64] = {0};
    for (int i = 0; i < 32; i++)
        buf[i] = (uint8_t)(i * 7);
    ref_write("buf.bin", buf, sizeof buf);
    return 0;
}
