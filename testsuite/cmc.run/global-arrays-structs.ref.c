#include "ref.h"

int main(void)
{
    static const int table[8] = {3, 1, 4, 1, 5, 9, 2, 6};
    int i = 5;
    int counters[4] = {0}, hits = 0, last[4] = {0};
    int first, second;
    counters[i & 3] += 1;
    hits++;
    last[hits & 3] = i;
    first = table[i & 7];
    counters[(i + 1) & 3] += 1;
    hits++;
    last[hits & 3] = i + 1;
    second = table[(i + 1) & 7];
    int32_t out[8] = {first, second, counters[i & 3], counters[(i + 1) & 3],
                      counters[(i + 2) & 3], hits, last[1], last[2]};
    ref_write("out.bin.expected", out, sizeof out);
    return 0;
}
