#include "ref.h"

static void expect(const char *path, const int32_t *in, int n)
{
    int32_t v[8];
    memcpy(v, in, sizeof v);
    int i = 0;
    do {
        v[i & 7] += 1;
        i++;
    } while (i < n);
    int jumped = 0;
    for (int a = 0; a < 4 && !jumped; a++)
        for (int b = 0; b < 4 && !jumped; b++)
            if (a * b > n)
                jumped = 1;
    if (!jumped)
        v[1] = 0;
    ref_write(path, v, sizeof v);
}

int main(void)
{
    int32_t in[8] = {10, 20, 30, 40, 50, 60, 70, 80};
    ref_write("in.bin", in, sizeof in);
    /* out.bin and out2.bin start as in.bin: cmrun writes the buffer back */
    expect("out.bin.expected", in, 11);
    expect("out2.bin.expected", in, 20);
    return 0;
}
