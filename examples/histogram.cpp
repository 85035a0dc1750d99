// histogram.cpp - 256-bin histogram of an 8-bit image, with atomics.
//
// Each thread group accumulates a private histogram of its part of the
// input in shared local memory with SLM atomic increments, then adds it
// to the global histogram with one dword atomic add per bin, so that
// global memory sees 256 atomics per group instead of one per pixel.
// Thread t of a group handles the 128 input bytes at
// 128 * cm_linear_global_id(); the group's threads zero the SLM bins,
// wait at a barrier, count, wait again, and each adds its share of the
// bins (256 / threads per group) to the output, which must start zeroed.
//
// Compile:   cmc -S examples/histogram.cpp
// Run 4 groups of 4 threads over 2048 bytes:
//   cmrun -g 4 -l 4 histogram.visaasm buf:pixels.bin buf:zero:1024:histogram.bin
#include <cm/cm.h>

const int BINS = 256;
const int BYTES_PER_THREAD = 128;
const uint lanes[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};

extern "C" _GENX_MAIN_ void histogram(SurfaceIndex pixels [[type("buffer_t")]],
                                      SurfaceIndex bins [[type("buffer_t")]])
{
    cm_slm_init(BINS * sizeof(uint));
    uint slm = cm_slm_alloc(BINS * sizeof(uint));

    uint local_id = cm_linear_local_id();
    uint threads = cm_linear_local_size();
    uint share = BINS / threads;   // bins each thread zeroes and publishes

    // Zero this thread's share of the group's bins, 16 at a time.
    vector<uint, 16> zero = 0;
    for (uint bin = local_id * share; bin < (local_id + 1) * share; bin += 16)
        cm_slm_block_write(slm, bin * sizeof(uint), zero);
    cm_barrier();

    // Count: the bytes of the block are the bin numbers.
    vector<uint, BYTES_PER_THREAD / 4> words;
    read(pixels, cm_linear_global_id() * BYTES_PER_THREAD, words);
    vector<uchar, BYTES_PER_THREAD> values = words.format<uchar>();
#pragma unroll
    for (int i = 0; i < BYTES_PER_THREAD; i += 16) {
        vector<ushort, 16> offsets = values.select<16, 1>(i);
        cm_slm_atomic(slm, ATOMIC_INC, offsets, 0);
    }
    cm_barrier();

    // Publish this thread's share of the bins to the global histogram.
    vector<uint, 16> index(lanes);
    for (uint bin = local_id * share; bin < (local_id + 1) * share; bin += 16) {
        vector<uint, 16> counts;
        cm_slm_block_read(slm, bin * sizeof(uint), counts);
        vector<uint, 16> offsets = index + bin;
        write_atomic<ATOMIC_ADD>(bins, offsets, counts);
    }
}
