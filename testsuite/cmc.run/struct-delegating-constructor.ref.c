#include "ref.h"

int main(void)
{
    int32_t out[16] = {0};
    out[0] = 3;            /* Span(3): Span(3, 7), then high * 2 */
    out[1] = (3 + 4) * 2;
    out[2] = 5;
    out[3] = 7;
    out[4] = 10 + 4 * 11;  /* Pair<int>(10).sum() */
    out[5] = 11;
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
