#include "ref.h"

static int compare(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

int main(void)
{
    enum { THREADS = 3, CHUNK = 256 };
    uint32_t data[THREADS * CHUNK], sorted[THREADS * CHUNK];
    uint32_t state = 12345;
    for (int i = 0; i < THREADS * CHUNK; i++)
        data[i] = ref_random(&state) % 1000u; /* duplicates too */
    data[7] = 0xffffffffu;
    data[300] = 0;
    memcpy(sorted, data, sizeof data);
    for (int t = 0; t < THREADS; t++)
        qsort(sorted + t * CHUNK, CHUNK, sizeof(uint32_t), compare);
    ref_write("in.bin", data, sizeof data);
    ref_write("out.bin.expected", sorted, sizeof sorted);
    return 0;
}
