#include "ref.h"

static void expect(const char *path, int n)
{
    int32_t v[8] = {0};
    for (int i = 1; i <= n; i++)
        if (i % 3 != 0)
            v[0] += i;
    for (int m = n; m > 1; m /= 2)
        v[1]++;
    do
        v[2] += 10;
    while (v[2] < n);
    v[3] = n > 10 ? 1 : -1;
    ref_write(path, v, sizeof v);
}

int main(void)
{
    expect("out.bin.expected", 17);
    expect("out0.bin.expected", 0);
    return 0;
}
