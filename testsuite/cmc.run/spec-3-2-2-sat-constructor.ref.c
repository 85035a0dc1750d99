/* spec-3-2-2-sat-constructor: uchar conversions of ints, wrapped (low
 * byte) and clamped to [0, 255]. */
#include "ref.h"

static int clamp_uchar(int x)
{
    return x < 0 ? 0 : x > 255 ? 255 : x;
}

int main(void)
{
    int in[8] = {155, 275, -1, -300, 255, 256, 70000, 12};
    int out[20];
    out[0] = 155;
    out[1] = 275 & 0xff; /* 19 */
    out[2] = 155;
    out[3] = 255;
    for (int i = 0; i < 8; i++) {
        out[4 + i] = in[i] & 0xff;
        out[12 + i] = clamp_uchar(in[i]);
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
