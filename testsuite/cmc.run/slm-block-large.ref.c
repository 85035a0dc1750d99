#include "ref.h"

int main(void)
{
    uint32_t seed = 90210;
    int32_t in[128], all[256];
    for (int i = 0; i < 128; i++)
        in[i] = ref_random_int(&seed, -2000000, 2000000);
    for (int i = 0; i < 256; i++)
        all[i] = -1;
    memcpy(all, in, sizeof in);
    memcpy(all + 128, in + 3, 52 * sizeof(int32_t));
    for (int i = 0; i < 12; i++) {
        float f = (float)in[70 + i];
        memcpy(&all[180 + i], &f, sizeof f);
    }
    memcpy(all + 192, in + 9, 52 * sizeof(int32_t));
    ref_write("ints.bin", in, sizeof in);
    ref_write("out.bin.expected", all, sizeof all);
    return 0;
}
