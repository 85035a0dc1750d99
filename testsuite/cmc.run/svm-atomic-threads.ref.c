#include "ref.h"

int main(void)
{
    uint32_t counter[4] = {32, 0, 0, 0}, old[32];
    for (uint32_t i = 0; i < 32; i++)
        old[i] = i;
    ref_write("counter.bin.expected", counter, sizeof counter);
    ref_write("old.bin.expected", old, sizeof old);
    return 0;
}
