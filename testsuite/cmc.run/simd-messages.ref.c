#include "ref.h"

int main(void)
{
    int32_t in[48], out[32] = {0};
    uint32_t counts[8] = {0};
    uint32_t seed = 29;
    for (int i = 0; i < 16; i++) {
        in[i] = ref_random_int(&seed, -20, 20);
        in[16 + i] = (int32_t)ref_random_int(&seed, 0, 3);
        in[32 + i] = ref_random_int(&seed, -1000, 1000);
    }
    for (int i = 0; i < 16; i++) {
        int v = in[i];
        uint32_t slot = (uint32_t)in[16 + i];
        out[16 + i] = -1;
        if (v > 0) {
            out[15 - i] = v * 2;
            counts[slot] += 1;
            out[16 + i] = in[32 + (15 - i)];
        } else {
            counts[slot + 4] += 10;
        }
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    ref_write("counts.bin.expected", counts, sizeof counts);
    return 0;
}
