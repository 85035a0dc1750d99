#include "ref.h"

int main(void)
{
    int32_t in[8] = {3, -4, 10, 12, 5, -7, 9, 1};
    int32_t out[16] = {0};
    int low_x = in[0], low_y = in[1], high_x = in[2], high_y = in[3];
    short tags[4] = {1, 2, 3, 0};
    high_x += in[4];
    high_y += in[4];
    for (int i = 0; i < 4; i++)
        tags[i] = (short)(tags[i] * 2 + i);
    out[0] = low_x + in[5];
    out[1] = low_y + in[6];
    out[2] = high_x + in[5];
    out[3] = high_y + in[6];
    for (int i = 0; i < 4; i++)
        out[4 + i] = tags[i];
    out[8] = low_x;
    out[9] = high_y;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
