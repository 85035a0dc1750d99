#include "ref.h"

/* The masks written out: a comparison of x replicated to every lane, and
 * v > 2 with lane 1 set to x > 4 and lane `lane` to x < 4. */
int main(void)
{
    int32_t v[8] = {7, -3, 2, 9, 0, 4, 1, 12};
    int32_t x = 5, lane = 2;
    int32_t out[3][8];
    for (int k = 0; k < 8; k++) {
        out[0][k] = 3 > 7 - x ? v[k] : 100;
        out[1][k] = 3 > 7 + x ? v[k] : -1;
        int m = v[k] > 2;
        if (k == 1)
            m = x > 4;
        if (k == lane)
            m = x < 4;
        out[2][k] = m ? v[k] : 0;
    }
    ref_write("in.bin", v, sizeof v);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
