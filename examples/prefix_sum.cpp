// prefix_sum.cpp - inclusive prefix sum of a uint buffer, in two kernels.
//
// scan_chunks: thread t scans its 64-element chunk in registers (two
//   32-lane Hillis-Steele scans: log2(32) shifted adds through selects,
//   then the first half's total added to the second half), writes the
//   scanned chunk back, and writes the chunk's total to totals[t].
// add_offsets: thread t adds the totals of chunks 0 .. t-1 to its chunk;
//   it reads all totals (at most 32 chunks), keeps the earlier ones with
//   merge() and adds them up with cm_sum.
// Sums wrap modulo 2^32.
//
// Compile:   cmc -S examples/prefix_sum.cpp
// Run over 16 chunks (1024 uints):
//   cmrun -k scan_chunks -t 16 prefix_sum.visaasm buf:data.bin:scanned.bin buf:zero:128:totals.bin
//   cmrun -k add_offsets -t 16 prefix_sum.visaasm buf:scanned.bin:result.bin buf:totals.bin
#include <cm/cm.h>

const int CHUNK = 64;
const int MAX_CHUNKS = 32;
const uint lane_index[32] = {0,  1,  2,  3,  4,  5,  6,  7,  8,  9,  10,
                             11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21,
                             22, 23, 24, 25, 26, 27, 28, 29, 30, 31};

// In-place inclusive scan of 32 lanes: after the step of distance d,
// lane i holds the sum of lanes i-2d+1 .. i.
_GENX_ inline void scan32(vector_ref<uint, 32> v)
{
    v.select<31, 1>(1) += v.select<31, 1>(0);
    v.select<30, 1>(2) += v.select<30, 1>(0);
    v.select<28, 1>(4) += v.select<28, 1>(0);
    v.select<24, 1>(8) += v.select<24, 1>(0);
    v.select<16, 1>(16) += v.select<16, 1>(0);
}

extern "C" _GENX_MAIN_ void scan_chunks(SurfaceIndex data [[type("buffer_t")]],
                                        SurfaceIndex totals [[type("buffer_t")]])
{
    uint chunk = get_thread_origin_x();
    uint base = chunk * CHUNK * sizeof(uint);
    vector<uint, CHUNK> v;
    read(data, base, v.select<32, 1>(0));
    read(data, base + 32 * sizeof(uint), v.select<32, 1>(32));

    scan32(v.select<32, 1>(0));
    scan32(v.select<32, 1>(32));
    v.select<32, 1>(32) += v(31);

    write(data, base, v.select<32, 1>(0));
    write(data, base + 32 * sizeof(uint), v.select<32, 1>(32));
    write(totals, 0, chunk, v(CHUNK - 1));
}

extern "C" _GENX_MAIN_ void add_offsets(SurfaceIndex data [[type("buffer_t")]],
                                        SurfaceIndex totals [[type("buffer_t")]])
{
    uint chunk = get_thread_origin_x();
    uint base = chunk * CHUNK * sizeof(uint);

    vector<uint, MAX_CHUNKS> all_totals;
    read(totals, 0, all_totals);
    vector<uint, MAX_CHUNKS> lanes(lane_index);
    vector<uint, MAX_CHUNKS> earlier = 0;
    earlier.merge(all_totals, lanes < chunk);
    uint offset = cm_sum<uint>(earlier);

    vector<uint, CHUNK> v;
    read(data, base, v.select<32, 1>(0));
    read(data, base + 32 * sizeof(uint), v.select<32, 1>(32));
    v += offset;
    write(data, base, v.select<32, 1>(0));
    write(data, base + 32 * sizeof(uint), v.select<32, 1>(32));
}
