#include "ref.h"

static void expect(const char *path, const int32_t *in, int key)
{
    int32_t v[8];
    memcpy(v, in, sizeof v);
    v[0] += 1;
    int found = key < 0 ? -2 : -1;
    for (int i = 0; i < 8; i++)
        if (v[i] == key) {
            found = i;
            break;
        }
    v[7] = found;
    ref_write(path, v, sizeof v);
}

int main(void)
{
    int32_t in[8] = {10, 20, 30, 42, 50, 60, 70, 80};
    ref_write("in.bin", in, sizeof in);
    expect("found.bin.expected", in, 42);
    expect("absent.bin.expected", in, 5);
    expect("negative.bin.expected", in, -9);
    return 0;
}
