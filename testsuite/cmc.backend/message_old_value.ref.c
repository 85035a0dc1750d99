/* Reference for message_old_value.ll: the gather reads in[7 - i] where
 * its predicate is on and keeps old (100 + i) elsewhere; the atomic adds
 * 1 where its predicate is on, returning the counter's value before,
 * and keeps old (-1 - i) elsewhere. */
#include <stdint.h>
#include <stdio.h>

static void write_words(const char *name, const uint32_t *words, int n)
{
    FILE *f = fopen(name, "wb");
    fwrite(words, sizeof *words, (size_t)n, f);
    fclose(f);
}

int main(void)
{
    static const int gather_on[8] = {1, 0, 1, 0, 0, 1, 1, 0};
    static const int atomic_on[8] = {0, 1, 1, 0, 1, 0, 0, 1};
    uint32_t in[8], counters[8], gathered[8], counters_out[8], atomic[8];
    for (int i = 0; i < 8; i++) {
        in[i] = 0x1000u + 17u * (uint32_t)i;
        counters[i] = 50u + (uint32_t)i * 3u;
    }
    for (int i = 0; i < 8; i++) {
        gathered[i] = gather_on[i] ? in[7 - i] : 100u + (uint32_t)i;
        atomic[i] = atomic_on[i] ? counters[i] : (uint32_t)(-1 - i);
        counters_out[i] = counters[i] + (atomic_on[i] ? 1u : 0u);
    }
    write_words("in.bin", in, 8);
    write_words("counters.bin", counters, 8);
    write_words("gathered.bin.expected", gathered, 8);
    write_words("counters-out.bin.expected", counters_out, 8);
    write_words("atomic.bin.expected", atomic, 8);
    return 0;
}
