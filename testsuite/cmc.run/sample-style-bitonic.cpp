// Bitonic sort of 256 unsigned ints per thread (three threads), written the
// way Intel's public CM samples write kernels: templated block I/O
// helpers taking a vector_ref and reading through v.template select,
// compare-exchange helpers taking regions by vector_ref, matrix_ref views
// made with format() and 2D select, 64-bit element views for pair swaps,
// merge() with masks combined by ^, scalar bool directions, and loops
// whose region offsets are computed at run time.  The reference sorts
// each chunk with qsort.
// { dg-do run }
// { dg-final { run-kernel "-t 3 buf:in.bin buf:zero:3072:out.bin" } }
// { dg-final { finalize-visa TGLLP DG2 } }
#define CHUNK 256

template <typename T, unsigned int size>
inline _GENX_ void block_read(SurfaceIndex index, unsigned int offset,
                              vector_ref<T, size> v)
{
#pragma unroll
    for (unsigned int i = 0; i < size; i += 32)
        read(index, offset + i * sizeof(T), v.template select<32, 1>(i));
}

template <typename T, unsigned int size>
inline _GENX_ void block_write(SurfaceIndex index, unsigned int offset,
                               vector_ref<T, size> v)
{
#pragma unroll
    for (unsigned int i = 0; i < size; i += 32)
        write(index, offset + i * sizeof(T), v.template select<32, 1>(i));
}

// flip(i) is 1 where element i of a 32-element chunk at `base` keeps the
// larger of itself and its partner i ^ j in stage k.
inline _GENX_ vector<ushort, 32> flips(unsigned int base, unsigned int j,
                                       unsigned int k)
{
    vector<unsigned int, 32> position;
#pragma unroll
    for (int i = 0; i < 32; i++)
        position(i) = base + i;
    return ((position & j) != 0) ^ ((position & k) != 0);
}

// B(i) = A(i ^ j) within each 32-element chunk, for j = 1, 2, 4, 8.
inline _GENX_ void partners(vector_ref<unsigned int, 32> A,
                            vector_ref<unsigned int, 32> B, unsigned int j)
{
    if (j == 8) {
        B.select<8, 1>(0) = A.select<8, 1>(8);
        B.select<8, 1>(8) = A.select<8, 1>(0);
        B.select<8, 1>(16) = A.select<8, 1>(24);
        B.select<8, 1>(24) = A.select<8, 1>(16);
    } else if (j == 4) {
        matrix_ref<unsigned int, 4, 8> MA = A.format<unsigned int, 4, 8>();
        matrix_ref<unsigned int, 4, 8> MB = B.format<unsigned int, 4, 8>();
        MB.select<4, 1, 4, 1>(0, 0) = MA.select<4, 1, 4, 1>(0, 4);
        MB.select<4, 1, 4, 1>(0, 4) = MA.select<4, 1, 4, 1>(0, 0);
    } else if (j == 2) {
        matrix_ref<long long, 4, 4> MA = A.format<long long, 4, 4>();
        matrix_ref<long long, 4, 4> MB = B.format<long long, 4, 4>();
        MB.select<4, 1, 2, 2>(0, 0) = MA.select<4, 1, 2, 2>(0, 1);
        MB.select<4, 1, 2, 2>(0, 1) = MA.select<4, 1, 2, 2>(0, 0);
    } else {
        B.select<16, 2>(0) = A.select<16, 2>(1);
        B.select<16, 2>(1) = A.select<16, 2>(0);
    }
}

// One compare-exchange step of distance j in stage k over the chunk.
inline _GENX_ void exchange(vector_ref<unsigned int, CHUNK> A,
                            unsigned int offset, unsigned int j,
                            unsigned int k)
{
    if (j >= 16) {
        for (unsigned int i = 0; i < CHUNK; i += 2 * j) {
            bool up = ((offset + i) & k) == 0;
            for (unsigned int b = 0; b < j; b += 16) {
                vector<unsigned int, 16> T = A.select<16, 1>(i + b);
                vector_ref<unsigned int, 16> low = A.select<16, 1>(i + b);
                vector_ref<unsigned int, 16> high = A.select<16, 1>(i + b + j);
                if (up) {
                    low.merge(high, high < low);
                    high.merge(T, T > high);
                } else {
                    low.merge(high, high > low);
                    high.merge(T, T < high);
                }
            }
        }
        return;
    }
    vector<unsigned int, 32> B;
#pragma unroll
    for (int i = 0; i < CHUNK; i += 32) {
        partners(A.select<32, 1>(i), B, j);
        B.merge(A.select<32, 1>(i),
                (A.select<32, 1>(i) < B) ^ flips(offset + i, j, k));
        A.select<32, 1>(i) = B;
    }
}

extern "C" _GENX_MAIN_ void bitonic_sort(SurfaceIndex in, SurfaceIndex out)
{
    unsigned int offset = get_thread_origin_x() * CHUNK;
    vector<unsigned int, CHUNK> A;
    block_read<unsigned int, CHUNK>(in, offset * sizeof(unsigned int), A);
    for (unsigned int k = 2; k <= CHUNK; k <<= 1)
        for (unsigned int j = k >> 1; j > 0; j >>= 1)
            exchange(A, 0, j, k);
    block_write<unsigned int, CHUNK>(out, offset * sizeof(unsigned int), A);
}
