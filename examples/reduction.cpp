// reduction.cpp - sum of an int buffer, one partial sum per thread group.
//
// Each thread adds up its 64 ints into a 16-lane partial sum and stores it
// in shared local memory; the group then halves the number of live
// partial sums at every step (a tree reduction), with a barrier between
// steps, until thread 0 holds the group's 16 lanes, adds them together
// (cm_sum) and writes the total to element cm_group_id(0) of the output.
// The number of threads per group must be a power of two, at most 16.
//
// Compile:   cmc -S examples/reduction.cpp
// Run 3 groups of 8 threads over 3 * 8 * 64 ints:
//   cmrun -g 3 -l 8 reduction.visaasm buf:in.bin buf:zero:12:sums.bin
#include <cm/cm.h>

const int INTS_PER_THREAD = 64;
const int LANES = 16;
const int MAX_THREADS = 16;

extern "C" _GENX_MAIN_ void reduction(SurfaceIndex in [[type("buffer_t")]],
                                      SurfaceIndex sums [[type("buffer_t")]])
{
    cm_slm_init(MAX_THREADS * LANES * sizeof(int));
    uint slm = cm_slm_alloc(MAX_THREADS * LANES * sizeof(int));
    uint local_id = cm_local_id(0);
    uint threads = cm_local_size(0);

    // Each read brings in 32 ints (128 bytes, the oword block maximum).
    uint base = cm_linear_global_id() * INTS_PER_THREAD * sizeof(int);
    vector<int, 32> low, high;
    read(in, base, low);
    read(in, base + 32 * sizeof(int), high);
    vector<int, 32> pairs = low + high;
    vector<int, LANES> partial = pairs.select<LANES, 1>(0) + pairs.select<LANES, 1>(LANES);
    cm_slm_block_write(slm, local_id * LANES * sizeof(int), partial);
    cm_barrier();

    for (uint live = threads / 2; live > 0; live /= 2) {
        if (local_id < live) {
            vector<int, LANES> mine, other;
            cm_slm_block_read(slm, local_id * LANES * sizeof(int), mine);
            cm_slm_block_read(slm, (local_id + live) * LANES * sizeof(int), other);
            cm_slm_block_write(slm, local_id * LANES * sizeof(int), mine + other);
        }
        cm_barrier();
    }

    if (local_id == 0) {
        vector<int, LANES> lanes;
        cm_slm_block_read(slm, 0, lanes);
        int total = cm_sum<int>(lanes);
        write(sums, 0, cm_group_id(0), total);
    }
}
