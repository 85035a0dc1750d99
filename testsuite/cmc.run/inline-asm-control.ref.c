#include "ref.h"

int main(void)
{
    int32_t a[8] = {5, -2, 7, 0, 3, 9, 1, 4};
    int32_t out[24] = {0};
    for (int i = 0; i < 8; i++) {
        out[i] = a[i] * 2 + (a[i] > 3 ? 100 : 0);
        out[8 + i] = 4 * a[i] + 0 + 1 + 2 + 3;
        /* do { counter++ } while (counter < a): at least once. */
        int counter = 0;
        do
            counter++;
        while (counter < a[i]);
        out[16 + i] = counter;
    }
    ref_write("in.bin", a, sizeof a);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
