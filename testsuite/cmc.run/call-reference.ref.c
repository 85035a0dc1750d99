#include "ref.h"

int main(void)
{
    int32_t in[8], out[8];
    uint32_t seed = 65;
    for (int i = 0; i < 8; i++)
        in[i] = ref_random_int(&seed, -777, 777);
    int low = in[0], high = in[0];
    for (int i = 1; i < 8; i++) {
        low = in[i] < low ? in[i] : low;
        high = in[i] > high ? in[i] : high;
    }
    for (int i = 0; i < 8; i++)
        out[i] = in[i] - low;
    out[7] = high - low;
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
