#include "ref.h"

int main(void)
{
    uint32_t in[96];
    uint32_t seed = 5;
    for (int i = 0; i < 96; i++)
        in[i] = ref_random(&seed);
    ref_write("in.bin", in, sizeof in);
    return 0;
}
