/* out = in * 2 + 7 over 8 ints (struct-result.mlir). */
#include <stdint.h>

#include "../cmc.run/ref.h"

int main(void)
{
    int32_t in[8], out[8];
    uint32_t seed = 19;
    for (int i = 0; i < 8; i++) {
        in[i] = ref_random_int(&seed, -1000, 1000);
        out[i] = in[i] * 2 + 7;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
