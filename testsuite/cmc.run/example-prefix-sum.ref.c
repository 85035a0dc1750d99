/* Reference for examples/prefix_sum.cpp: per-chunk inclusive scans of 16
 * chunks of 64 uints with their totals (first kernel), and the inclusive
 * scan of the whole buffer (second kernel).  Values are large so that
 * sums wrap. */
#include "ref.h"

enum { CHUNK = 64, CHUNKS = 16, N = CHUNK * CHUNKS };

int main(void)
{
    static uint32_t data[N], scanned[N], result[N];
    uint32_t totals[32] = {0};
    uint32_t seed = 8;
    for (int i = 0; i < N; i++)
        data[i] = ref_random(&seed) * 613u;
    uint32_t running = 0;
    for (int i = 0; i < N; i++) {
        uint32_t local = (i % CHUNK ? scanned[i - 1] : 0) + data[i];
        scanned[i] = local;
        if (i % CHUNK == CHUNK - 1)
            totals[i / CHUNK] = local;
        running += data[i];
        result[i] = running;
    }
    ref_write("data.bin", data, sizeof data);
    ref_write("scanned.bin.expected", scanned, sizeof scanned);
    ref_write("totals.bin.expected", totals, sizeof totals);
    ref_write("result.bin.expected", result, sizeof result);
    return 0;
}
