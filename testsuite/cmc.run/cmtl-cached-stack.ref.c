#include <string.h>

#include "ref.h"

static uint8_t out[32768];

/* Plain stacks, one per channel. */
struct lifo {
    int32_t item[256];
    int size;
};

static void put_record(int *at, const int32_t tops[8], const int16_t empty[8])
{
    memcpy(out + *at, tops, 32);
    memcpy(out + *at + 32, empty, 16);
    *at += 48;
}

int main(void)
{
    for (int thread = 0; thread < 2; thread++) {
        struct lifo s[8];
        int32_t tops[8];
        int16_t empty[8];
        int at = thread * 16384;
        for (int c = 0; c < 8; c++) {
            s[c].size = 0;
            tops[c] = 0;
            empty[c] = 1;
        }
        put_record(&at, tops, empty);
        for (int step = 0; step < 70; step++)
            for (int c = 0; c < 8; c++)
                s[c].item[s[c].size++] = thread * 100000 + step * 8 + c;
        for (int c = 0; c < 8; c++) {
            tops[c] = s[c].item[s[c].size - 1];
            empty[c] = 0;
        }
        put_record(&at, tops, empty);
        for (int pass = 0; pass < 2; pass++) {
            int steps = pass == 0 ? 75 : 110;
            for (int step = 0; step < steps; step++) {
                for (int c = 0; c < 8; c++) {
                    int was_empty = s[c].size == 0;
                    int pop = !was_empty &&
                              (pass == 1 || step % (c + 1) == 0);
                    tops[c] = was_empty ? 0 : s[c].item[s[c].size - 1];
                    if (pop)
                        s[c].size--;
                    empty[c] = (int16_t)(s[c].size == 0);
                }
                put_record(&at, tops, empty);
            }
            if (pass == 0)
                for (int step = 0; step < 40; step++)
                    for (int c = 0; c < 8; c++)
                        s[c].item[s[c].size++] =
                            thread * 100000 + 50000 + step * 8 + c;
        }

        /* Two stacks of shorts on 4 channels, moving together. */
        int16_t first[4][64], second[4][64];
        int size[4] = {0, 0, 0, 0};
        for (int step = 0; step < 45; step++)
            for (int c = 0; c < 4; c++) {
                first[c][size[c]] = (int16_t)(thread * 1000 + step * 4 + c);
                second[c][size[c]] = (int16_t)-(thread * 1000 + step * 4 + c);
                size[c]++;
            }
        at = thread * 16384 + 10240;
        for (int step = 0; step < 50; step++) {
            int16_t line[16];
            memset(line, 0, sizeof line);
            for (int c = 0; c < 4; c++) {
                int was_empty = size[c] == 0;
                int pop = !was_empty && step % (c + 1) == 0;
                if (!was_empty) {
                    if (step % 2)
                        line[c] = first[c][size[c] - 1];
                    line[4 + c] = second[c][size[c] - 1];
                }
                if (pop)
                    size[c]--;
                line[8 + c] = (int16_t)(size[c] == 0);
            }
            memcpy(out + at, line, sizeof line);
            at += 32;
        }
    }
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
