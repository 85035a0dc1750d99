/* spec-5-3-dump-slm: 500, 507, ... as the SLM held them. */
#include "ref.h"

int main(void)
{
    uint32_t out[16];
    for (int i = 0; i < 16; i++)
        out[i] = 500 + 7 * i;
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
