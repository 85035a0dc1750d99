#include "ref.h"

int main(void)
{
    int32_t count[8] = {5, 3, 8, 1, 6, 4, 7, 2};
    int32_t stop[8] = {10, 1, 3, 0, 6, 2, 9, 5};
    int32_t skip[8] = {0, 0, 2, 1, 3, 0, 1, 2};
    int32_t in[24], out[16];
    memcpy(in, count, 32); memcpy(in + 8, stop, 32); memcpy(in + 16, skip, 32);
    for (int i = 0; i < 8; i++) {
        int c = count[i], s = stop[i], k = skip[i], sum = 0;
        do {
            c = c - 1;
            if (s) {
                s = s - 1;
            } else {
                break;
            }
            if (k) {
                k = k - 1;
                continue;
            }
            sum = sum + c;
        } while (c);
        out[i] = sum;
        out[8 + i] = c;
    }
    ref_write("in.bin", in, sizeof in);
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
