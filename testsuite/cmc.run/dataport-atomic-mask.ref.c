#include "ref.h"

/* 24 counters; the kernel's masked atomics applied channel by channel. */
int main(void)
{
    uint32_t counters[24], old[64];
    for (int i = 0; i < 24; i++)
        counters[i] = (uint32_t)(i + 1);
    ref_write("counters.bin", counters, sizeof counters);
    uint32_t result[8];
    for (int i = 0; i < 8; i++) { /* add 10 where odd */
        result[i] = 77;
        if (i & 1) {
            result[i] = counters[i];
            counters[i] += 10;
        }
    }
    memcpy(old, result, sizeof result);
    for (int i = 0; i < 3; i++) /* inc where offset < 3 */
        counters[i]++;
    for (int i = 4; i < 8; i++) { /* cmpxchg(1000 if == 11) where >= 4 */
        result[i] = counters[i];
        if (counters[i] == 11)
            counters[i] = 1000;
    }
    memcpy(old + 8, result, sizeof result);
    for (int i = 1; i < 8; i += 2) /* max with 500 where odd */
        if (counters[i] < 500)
            counters[i] = 500;
    uint32_t wide[16];
    for (int i = 0; i < 16; i++) /* dec with no channel: unchanged */
        wide[i] = 5;
    memcpy(old + 16, wide, sizeof wide);
    wide[0] = --counters[8]; /* predec on channel 0: the new value */
    memcpy(old + 32, wide, sizeof wide);
    memset(old + 48, 0, 16 * sizeof old[0]);
    ref_write("counters_out.bin.expected", counters, sizeof counters);
    ref_write("old.bin.expected", old, sizeof old);
    return 0;
}
