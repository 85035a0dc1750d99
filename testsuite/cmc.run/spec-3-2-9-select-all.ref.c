/* spec-3-2-9-select-all: three times the parameter's elements. */
#include "ref.h"

int main(void)
{
    static const int32_t p[8] = {1, -2, 3, 40, -500, 6, 70000, -8};
    int32_t out[8];
    for (int i = 0; i < 8; i++)
        out[i] = 3 * p[i];
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
