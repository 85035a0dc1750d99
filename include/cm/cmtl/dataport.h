/* cm/cmtl/dataport.h - cmtl::dataport of Intel's CM template library:
 * read, write and write_atomic on SVM (global) memory, shared local
 * memory and 2D surfaces, with optional bounds checks; cm_slm_copy;
 * AlignTag, grain_scatter, check and is_scalar.
 *
 * Addresses: an svmptr_t `addr` is a byte address of global memory; an
 * unsigned `buf` is a byte offset in shared local memory (e.g. from
 * cm_slm_alloc).  `off` counts elements of T from there.
 *
 * - Contiguous access, read/write(addr or buf, v [, off]) of a vector or
 *   matrix of any size: its elements at consecutive addresses from
 *   addr + off * sizeof(T).  Algn = AlignTag<A> says how the address is
 *   aligned (Align::OWORD by default, A in bytes; Align::ELEM_SIZE, 0, is
 *   the element's size): oword-aligned SVM goes by block messages (a
 *   whole number of owords, element gathers for the rest), dword-aligned
 *   SVM reads by unaligned blocks, anything else element by element;
 *   SLM by oword blocks when oword-aligned and a whole number of owords,
 *   else by scattered messages of 1-, 2- or 4-byte pieces.  The reads
 *   also return the vector or matrix: read<T, N>(addr [, off]),
 *   read<T, H, W>(addr [, off]).
 * - Gathered access, read/write(addr, offset, v [, off]) with a
 *   vector_ref<uint, N> of element offsets: element i at addr +
 *   (offset(i) + off) * sizeof(T), by SVM scattered messages of up to 32
 *   elements.  One element: read<T>(addr [, off]) returns it,
 *   write(addr, x [, off]) writes a scalar (is_scalar<T>), a vector<T, 1>
 *   or a matrix<T, 1, 1>.
 * - Each of these with a trailing `size` (elements of the object at addr)
 *   checks first: an access reaching past size prints a message with
 *   printf and does nothing (reads give 0s).
 * - write_atomic<op, T, N>(addr, elementOffset [, size], sources...
 *   [, ret]): the SVM atomic op on element elementOffset(i) of addr, 8
 *   elements per message (N a multiple of 8); INC and DEC take no
 *   source, CMPXCHG and FCMPWR two, the others one; ret gets the old
 *   values.  With size, an offset at or past it prints a message and no
 *   element is updated.
 * - read<x_offset, y_offset>(surface, X, Y, m): the media block of m at
 *   pixel (X + x_offset, Y + y_offset) of a 2D surface (the platforms
 *   before Xe2, all of cmc's, replicate the edges themselves).
 * - cm_slm_copy<T = int, width = 32>(dst, src, size): SVM to SLM or SLM
 *   to SVM in pieces of width * sizeof(T) bytes (a whole number of
 *   owords; both addresses oword-aligned); a size that is not a multiple
 *   of the piece copies up to the next multiple, as Intel's does.
 *
 * Where Intel's headers take `unsigned` sizes as template parameters, the
 * ones deduced from a vector or matrix are `int` here, as cmc's vector
 * and matrix templates take them (so they deduce); explicit arguments
 * work the same.  Intel's one-element write of a vector<T, 1> drops
 * `off`, and its bound-checked INC, DEC and CMPXCHG atomics do not
 * compile; here they do what the other forms do. */
#ifndef CM_CMTL_DATAPORT_H
#define CM_CMTL_DATAPORT_H

#include <cm/cm.h>

namespace cmtl
{
namespace dataport
{

/* An alignment in bytes (Align::BYTE ... Align::OWORD; 0 for the
 * element's size) as a type, the Algn argument of read and write. */
template <int A> struct AlignTag {
    static constexpr int value = A;
};

/* The largest power of two, at most 32, that divides size: the message
 * size Intel's gathers use for `size` elements. */
template <unsigned size> constexpr unsigned grain_scatter()
{
    static_assert(size != 0, "grain_scatter: size is not 0");
    unsigned grain = 1;
    while (grain < 32 && (size & grain) == 0)
        grain <<= 1;
    return grain;
}

/* Whether T is one of the arithmetic types a scalar write takes. */
template <typename T> struct is_scalar {
    static constexpr bool value = false;
};
#define CMTL_DATAPORT_SCALAR(T)                                                \
    template <> struct is_scalar<T> {                                          \
        static constexpr bool value = true;                                    \
    };
CMTL_DATAPORT_SCALAR(char)
CMTL_DATAPORT_SCALAR(unsigned char)
CMTL_DATAPORT_SCALAR(short)
CMTL_DATAPORT_SCALAR(unsigned short)
CMTL_DATAPORT_SCALAR(int)
CMTL_DATAPORT_SCALAR(unsigned int)
CMTL_DATAPORT_SCALAR(long)
CMTL_DATAPORT_SCALAR(unsigned long)
CMTL_DATAPORT_SCALAR(long long)
CMTL_DATAPORT_SCALAR(unsigned long long)
CMTL_DATAPORT_SCALAR(float)
CMTL_DATAPORT_SCALAR(double)
#undef CMTL_DATAPORT_SCALAR

namespace detail
{

/* The alignment Algn promises, in bytes. */
template <typename T, typename Algn> struct alignment {
    static constexpr int value =
        Algn::value == 0 ? (int)sizeof(T) : (int)Algn::value;
};

/* ---- SVM, contiguous ---------------------------------------------------- */
template <typename T, int N, typename Algn>
CM_INLINE void svm_read(svmptr_t addr, vector_ref<T, N> v)
{
    constexpr int align = alignment<T, Algn>::value;
    const T *p = reinterpret_cast<const T *>(addr);
    if constexpr (align >= 16) {
        cm_ptr_block_read(p, v);
    } else if constexpr (align >= 4) {
        cm_ptr_block_read_unaligned(p, v);
    } else {
        const vector<T, N> *vp = reinterpret_cast<const vector<T, N> *>(addr);
        v = load(vp);
    }
}

template <typename T, int N, typename Algn>
CM_INLINE void svm_write(svmptr_t addr, vector_ref<T, N> v)
{
    constexpr int align = alignment<T, Algn>::value;
    if constexpr (align >= 16) {
        cm_ptr_block_write(reinterpret_cast<T *>(addr), v);
    } else {
        vector<T, N> data = v;
        store(data, reinterpret_cast<vector<T, N> *>(addr));
    }
}

/* ---- SLM, contiguous ----------------------------------------------------
 * Scattered pieces of E (1, 2 or 4 bytes), P of them from element first
 * of data, the first `count` real: the others repeat the last address (a
 * read reads it again, a write writes the same value there again). */
template <bool WRITE, int P, typename E, int M>
CM_INLINE void slm_piece(unsigned buf, vector_ref<E, M> data, int first,
                         int count)
{
    vector<uint, P> index;
#pragma unroll
    for (int i = 0; i < P; i++)
        index(i) = (uint)i;
    index.merge(count - 1, index >= (uint)count);
    vector<uint, P> offsets = (index + first) * (uint)sizeof(E);
    vector<E, P> piece;
    if constexpr (WRITE) {
#pragma unroll
        for (int i = 0; i < P; i++)
            piece(i) = data(first + (i < count ? i : count - 1));
        cm_slm_write_scaled(buf, offsets, piece);
    } else {
        cm_slm_read_scaled(buf, offsets, piece);
#pragma unroll
        for (int i = 0; i < P; i++)
            if (i < count)
                data(first + i) = piece(i);
    }
}

/* All M elements of data: pieces of 32, then 16, then 8 (the last one
 * padded).  (The loops are guarded: cmc checks the regions of a loop's
 * body even when it runs no times.) */
template <bool WRITE, typename E, int M>
CM_INLINE void slm_scattered(unsigned buf, vector_ref<E, M> data)
{
    constexpr int full = M - M % 32;
    if constexpr (full > 0) {
#pragma unroll
        for (int first = 0; first < full; first += 32)
            slm_piece<WRITE, 32>(buf, data, first, 32);
    }
    if constexpr (M % 32 >= 16)
        slm_piece<WRITE, 16>(buf, data, full, 16);
    constexpr int done = full + (M % 32 >= 16 ? 16 : 0);
    if constexpr (done < M) {
#pragma unroll
        for (int first = done; first < M; first += 8)
            slm_piece<WRITE, 8>(buf, data, first,
                                M - first < 8 ? M - first : 8);
    }
}

template <typename T, int N, typename Algn, bool WRITE>
CM_INLINE void slm_access(unsigned buf, vector_ref<T, N> v)
{
    constexpr int align = alignment<T, Algn>::value;
    constexpr int bytes = N * (int)sizeof(T);
    if constexpr (align >= 16 && bytes % 16 == 0) {
        if constexpr (WRITE)
            cm_slm_block_write(buf, 0, v);
        else
            cm_slm_block_read(buf, 0, v);
    } else if constexpr (sizeof(T) % 4 == 0 && align >= 4) {
        slm_scattered<WRITE>(buf, v.template format<uint>());
    } else if constexpr (sizeof(T) % 2 == 0 && align >= 2) {
        slm_scattered<WRITE>(buf, v.template format<ushort>());
    } else {
        slm_scattered<WRITE>(buf, v.template format<uchar>());
    }
}

/* ---- SVM, gathered ------------------------------------------------------
 * Element i at addresses(i): P of them from element first, the first
 * `count` real, the others repeating the last address. */
template <bool WRITE, int P, typename T, int N>
CM_INLINE void svm_piece(vector_ref<svmptr_t, N> addresses, vector_ref<T, N> v,
                         int first, int count)
{
    vector<svmptr_t, P> a;
    vector<T, P> piece;
#pragma unroll
    for (int i = 0; i < P; i++) {
        a(i) = addresses(first + (i < count ? i : count - 1));
        if constexpr (WRITE)
            piece(i) = v(first + (i < count ? i : count - 1));
    }
    if constexpr (WRITE) {
        cm_svm_scatter_write(a, piece);
    } else {
        cm_svm_scatter_read(a, piece);
#pragma unroll
        for (int i = 0; i < P; i++)
            if (i < count)
                v(first + i) = piece(i);
    }
}

/* All N elements: pieces of 32, then 16, then 8 (the last one padded). */
template <bool WRITE, typename T, int N>
CM_INLINE void svm_gather(vector_ref<svmptr_t, N> addresses, vector_ref<T, N> v)
{
    constexpr int full = N - N % 32;
    if constexpr (full > 0) {
#pragma unroll
        for (int first = 0; first < full; first += 32)
            svm_piece<WRITE, 32>(addresses, v, first, 32);
    }
    if constexpr (N % 32 >= 16)
        svm_piece<WRITE, 16>(addresses, v, full, 16);
    constexpr int done = full + (N % 32 >= 16 ? 16 : 0);
    if constexpr (done < N) {
#pragma unroll
        for (int first = done; first < N; first += 8)
            svm_piece<WRITE, 8>(addresses, v, first,
                                N - first < 8 ? N - first : 8);
    }
}

template <bool WRITE, typename T, int N>
CM_INLINE void svm_gather_at(svmptr_t addr, vector_ref<uint, N> offset,
                             vector_ref<T, N> v, int off)
{
    vector<svmptr_t, N> addresses = offset + off;
    addresses = addresses * (svmptr_t)sizeof(T) + addr;
    svm_gather<WRITE>(addresses.template format<svmptr_t>(), v);
}

/* Whether elements [off, off + count) lie within size; else a message. */
template <bool WRITE>
CM_INLINE bool in_bounds(int off, int count, unsigned size)
{
    if (off >= 0 && (unsigned)off + (unsigned)count <= size)
        return true;
    if constexpr (WRITE)
        printf("cmtl::dataport::write: elements %d to %d are outside the %u "
               "elements of the buffer\n",
               off, off + count - 1, size);
    else
        printf("cmtl::dataport::read: elements %d to %d are outside the %u "
               "elements of the buffer\n",
               off, off + count - 1, size);
    return false;
}

/* An atomic op on 8 elements at a time. */
template <CmAtomicOpType op, int SOURCES, typename T, int N>
CM_INLINE void svm_atomic(svmptr_t addr, vector<uint, N> elementOffset,
                          vector<T, N> src0, vector<T, N> src1,
                          vector_ref<T, N> ret)
{
    static_assert(N % 8 == 0,
                  "cmtl::dataport::write_atomic takes a multiple of 8 "
                  "elements (8 per message)");
    vector<svmptr_t, N> addresses = elementOffset;
    addresses = addresses * (svmptr_t)sizeof(T) + addr;
#pragma unroll
    for (int i = 0; i < N; i += 8) {
        vector<svmptr_t, 8> a = addresses.template select<8, 1>(i);
        vector<T, 8> old;
        if constexpr (SOURCES == 0)
            cm_svm_atomic(op, a, old);
        else if constexpr (SOURCES == 1)
            cm_svm_atomic(op, a, old, src0.template select<8, 1>(i));
        else
            cm_svm_atomic(op, a, old, src0.template select<8, 1>(i),
                          src1.template select<8, 1>(i));
        ret.template select<8, 1>(i) = old;
    }
}

/* Whether every offset is below size; else a message. */
template <int N>
CM_INLINE bool atomic_in_bounds(vector<uint, N> elementOffset, uint size)
{
#pragma unroll
    for (int i = 0; i < N; i++) {
        if (elementOffset(i) >= size) {
            printf("cmtl::dataport::write_atomic: element %d's offset %u is "
                   "outside the %u elements of the buffer\n",
                   i, (uint)elementOffset(i), size);
            return false;
        }
    }
    return true;
}

template <CmAtomicOpType op> struct atomic_sources {
    static constexpr int value = op == ATOMIC_INC || op == ATOMIC_DEC ? 0
                                 : op == ATOMIC_CMPXCHG || op == ATOMIC_FCMPWR
                                     ? 2
                                     : 1;
};

/* *(T *)addr + off = value: one element. */
template <typename T> CM_INLINE void svm_one(svmptr_t addr, T value, int off)
{
    T *p = reinterpret_cast<T *>(addr);
    p[off] = value;
}

/* The public forms below all come here (calling each other could pick a
 * by-value overload for a region and call itself). */
template <typename T, int N, typename Algn, bool WRITE>
CM_INLINE void svm_at(svmptr_t addr, vector_ref<T, N> v, int off)
{
    svmptr_t at = addr + (svmptr_t)(off * (int)sizeof(T));
    if constexpr (WRITE)
        svm_write<T, N, Algn>(at, v);
    else
        svm_read<T, N, Algn>(at, v);
}

template <typename T, int N, typename Algn, bool WRITE>
CM_INLINE void svm_checked(svmptr_t addr, vector_ref<T, N> v, int off,
                           unsigned size)
{
    if (in_bounds<WRITE>(off, N, size))
        svm_at<T, N, Algn, WRITE>(addr, v, off);
    else if constexpr (!WRITE)
        v = 0;
}

template <typename T, int N, typename Algn, bool WRITE>
CM_INLINE void slm_at(unsigned buf, vector_ref<T, N> v, int off)
{
    slm_access<T, N, Algn, WRITE>(buf + (unsigned)(off * (int)sizeof(T)), v);
}

template <typename T, int N, typename Algn, bool WRITE>
CM_INLINE void slm_checked(unsigned buf, vector_ref<T, N> v, int off,
                           unsigned size)
{
    if (in_bounds<WRITE>(off, N, size))
        slm_at<T, N, Algn, WRITE>(buf, v, off);
    else if constexpr (!WRITE)
        v = 0;
}

} // namespace detail

/* ---- SVM, contiguous ---------------------------------------------------- */
template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void read(svmptr_t addr, vector_ref<T, width> vec, int off = 0)
{
    detail::svm_at<T, width, Algn, false>(addr, vec, off);
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE vector<T, width> read(svmptr_t addr, int off = 0)
{
    vector<T, width> result;
    detail::svm_at<T, width, Algn, false>(addr, result.template format<T>(),
                                          off);
    return result;
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(svmptr_t addr, vector_ref<T, width> vec, int off = 0)
{
    detail::svm_at<T, width, Algn, true>(addr, vec, off);
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(svmptr_t addr, vector<T, width> vec, int off = 0)
{
    detail::svm_at<T, width, Algn, true>(addr, vec.template format<T>(), off);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void read(svmptr_t addr, matrix_ref<T, height, width> m, int off = 0)
{
    detail::svm_at<T, height * width, Algn, false>(addr, m.template format<T>(),
                                                   off);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE matrix<T, height, width> read(svmptr_t addr, int off = 0)
{
    matrix<T, height, width> result;
    detail::svm_at<T, height * width, Algn, false>(
        addr, result.template format<T>(), off);
    return result;
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(svmptr_t addr, matrix_ref<T, height, width> m, int off = 0)
{
    detail::svm_at<T, height * width, Algn, true>(addr, m.template format<T>(),
                                                  off);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(svmptr_t addr, matrix<T, height, width> m, int off = 0)
{
    detail::svm_at<T, height * width, Algn, true>(addr, m.template format<T>(),
                                                  off);
}

/* The same, checked against the `size` elements at addr. */
template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void read(svmptr_t addr, vector_ref<T, width> vec, int off,
                    unsigned size)
{
    detail::svm_checked<T, width, Algn, false>(addr, vec, off, size);
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE vector<T, width> read(svmptr_t addr, int off, int size)
{
    vector<T, width> result;
    detail::svm_checked<T, width, Algn, false>(
        addr, result.template format<T>(), off, (unsigned)size);
    return result;
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(svmptr_t addr, vector_ref<T, width> vec, int off,
                     unsigned size)
{
    detail::svm_checked<T, width, Algn, true>(addr, vec, off, size);
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(svmptr_t addr, vector<T, width> vec, int off,
                     unsigned size)
{
    detail::svm_checked<T, width, Algn, true>(addr, vec.template format<T>(),
                                              off, size);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void read(svmptr_t addr, matrix_ref<T, height, width> m, int off,
                    unsigned size)
{
    detail::svm_checked<T, height * width, Algn, false>(
        addr, m.template format<T>(), off, size);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE matrix<T, height, width> read(svmptr_t addr, int off, unsigned size)
{
    matrix<T, height, width> result;
    detail::svm_checked<T, height * width, Algn, false>(
        addr, result.template format<T>(), off, size);
    return result;
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(svmptr_t addr, matrix_ref<T, height, width> m, int off,
                     unsigned size)
{
    detail::svm_checked<T, height * width, Algn, true>(
        addr, m.template format<T>(), off, size);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(svmptr_t addr, matrix<T, height, width> m, int off,
                     unsigned size)
{
    detail::svm_checked<T, height * width, Algn, true>(
        addr, m.template format<T>(), off, size);
}

/* ---- SLM, contiguous ---------------------------------------------------- */
template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void read(unsigned buf, vector_ref<T, width> vec, int off = 0)
{
    detail::slm_at<T, width, Algn, false>(buf, vec, off);
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE vector<T, width> read(unsigned buf, int off = 0)
{
    vector<T, width> result;
    detail::slm_at<T, width, Algn, false>(buf, result.template format<T>(),
                                          off);
    return result;
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(unsigned buf, vector_ref<T, width> vec, int off = 0)
{
    detail::slm_at<T, width, Algn, true>(buf, vec, off);
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(unsigned buf, vector<T, width> vec, int off = 0)
{
    detail::slm_at<T, width, Algn, true>(buf, vec.template format<T>(), off);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void read(unsigned buf, matrix_ref<T, height, width> m, int off = 0)
{
    detail::slm_at<T, height * width, Algn, false>(buf, m.template format<T>(),
                                                   off);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE matrix<T, height, width> read(unsigned buf, int off = 0)
{
    matrix<T, height, width> result;
    detail::slm_at<T, height * width, Algn, false>(
        buf, result.template format<T>(), off);
    return result;
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(unsigned buf, matrix_ref<T, height, width> m, int off = 0)
{
    detail::slm_at<T, height * width, Algn, true>(buf, m.template format<T>(),
                                                  off);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(unsigned buf, matrix<T, height, width> m, int off = 0)
{
    detail::slm_at<T, height * width, Algn, true>(buf, m.template format<T>(),
                                                  off);
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void read(unsigned buf, vector_ref<T, width> vec, int off,
                    unsigned size)
{
    detail::slm_checked<T, width, Algn, false>(buf, vec, off, size);
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE vector<T, width> read(unsigned buf, int off, int size)
{
    vector<T, width> result;
    detail::slm_checked<T, width, Algn, false>(buf, result.template format<T>(),
                                               off, (unsigned)size);
    return result;
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(unsigned buf, vector_ref<T, width> vec, int off,
                     unsigned size)
{
    detail::slm_checked<T, width, Algn, true>(buf, vec, off, size);
}

template <typename T, int width, typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(unsigned buf, vector<T, width> vec, int off, unsigned size)
{
    detail::slm_checked<T, width, Algn, true>(buf, vec.template format<T>(),
                                              off, size);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void read(unsigned buf, matrix_ref<T, height, width> m, int off,
                    unsigned size)
{
    detail::slm_checked<T, height * width, Algn, false>(
        buf, m.template format<T>(), off, size);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE matrix<T, height, width> read(unsigned buf, int off, unsigned size)
{
    matrix<T, height, width> result;
    detail::slm_checked<T, height * width, Algn, false>(
        buf, result.template format<T>(), off, size);
    return result;
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(unsigned buf, matrix_ref<T, height, width> m, int off,
                     unsigned size)
{
    detail::slm_checked<T, height * width, Algn, true>(
        buf, m.template format<T>(), off, size);
}

template <typename T, int height, int width,
          typename Algn = AlignTag<Align::OWORD>>
CM_INLINE void write(unsigned buf, matrix<T, height, width> m, int off,
                     unsigned size)
{
    detail::slm_checked<T, height * width, Algn, true>(
        buf, m.template format<T>(), off, size);
}

/* ---- SVM, gathered ------------------------------------------------------ */
template <typename T, int width>
CM_INLINE void read(svmptr_t addr, vector_ref<uint, width> offset,
                    vector_ref<T, width> vec, int off = 0)
{
    detail::svm_gather_at<false>(addr, offset, vec, off);
}

template <typename T, int height, int width>
CM_INLINE void read(svmptr_t addr, vector_ref<uint, height * width> offset,
                    matrix_ref<T, height, width> m, int off = 0)
{
    detail::svm_gather_at<false>(addr, offset, m.template format<T>(), off);
}

template <typename T, int width>
CM_INLINE vector<T, width> read(svmptr_t addr, vector_ref<uint, width> offset,
                                int off = 0)
{
    vector<T, width> result;
    detail::svm_gather_at<false>(addr, offset, result.template format<T>(),
                                 off);
    return result;
}

template <typename T, int height, int width>
CM_INLINE matrix<T, height, width>
read(svmptr_t addr, vector_ref<uint, height * width> offset, int off = 0)
{
    matrix<T, height, width> result;
    detail::svm_gather_at<false>(addr, offset, result.template format<T>(),
                                 off);
    return result;
}

template <typename T, int width>
CM_INLINE void write(svmptr_t addr, vector_ref<uint, width> offset,
                     vector_ref<T, width> vec, int off = 0)
{
    detail::svm_gather_at<true>(addr, offset, vec, off);
}

template <typename T, int height, int width>
CM_INLINE void write(svmptr_t addr, vector_ref<uint, height * width> offset,
                     matrix_ref<T, height, width> m, int off = 0)
{
    detail::svm_gather_at<true>(addr, offset, m.template format<T>(), off);
}

template <typename T, int height, int width>
CM_INLINE void write(svmptr_t addr, vector_ref<uint, height * width> offset,
                     matrix<T, height, width> m, int off = 0)
{
    detail::svm_gather_at<true>(addr, offset, m.template format<T>(), off);
}

/* 1 (after a message) when an element off + offset(i) is at or past
 * size, else 0. */
template <int width>
CM_INLINE int check(vector_ref<uint, width> offset, int off, unsigned size)
{
#pragma unroll
    for (int i = 0; i < width; i++) {
        if ((unsigned)(off + (int)offset(i)) >= size) {
            printf("cmtl::dataport: element %d at %d is outside the %u "
                   "elements of the buffer\n",
                   i, off + (int)offset(i), size);
            return 1;
        }
    }
    return 0;
}

template <typename T, int width>
CM_INLINE void read(svmptr_t addr, vector_ref<uint, width> offset,
                    vector_ref<T, width> vec, int off, unsigned size)
{
    if (check<width>(offset, off, size))
        vec = 0;
    else
        detail::svm_gather_at<false>(addr, offset, vec, off);
}

template <typename T, int width>
CM_INLINE vector<T, width> read(svmptr_t addr, vector_ref<uint, width> offset,
                                int off, unsigned size)
{
    vector<T, width> result;
    if (check<width>(offset, off, size))
        result = 0;
    else
        detail::svm_gather_at<false>(addr, offset, result.template format<T>(),
                                     off);
    return result;
}

template <typename T, int width>
CM_INLINE void write(svmptr_t addr, vector_ref<uint, width> offset,
                     vector_ref<T, width> vec, int off, unsigned size)
{
    if (!check<width>(offset, off, size))
        detail::svm_gather_at<true>(addr, offset, vec, off);
}

template <typename T, int width>
CM_INLINE void write(svmptr_t addr, vector_ref<uint, width> offset,
                     vector<T, width> vec, int off, int size)
{
    if (!check<width>(offset, off, (unsigned)size))
        detail::svm_gather_at<true>(addr, offset, vec.template format<T>(),
                                    off);
}

/* ---- One element -------------------------------------------------------- */
template <typename T> CM_INLINE T read(svmptr_t addr, int off = 0)
{
    vector<T, 1> value;
    const T *p = reinterpret_cast<const T *>(addr);
    value(0) = p[off];
    return value(0);
}

template <typename T> CM_INLINE T read(svmptr_t addr, int off, int size)
{
    if (!detail::in_bounds<false>(off, 1, (unsigned)size))
        return 0;
    const T *p = reinterpret_cast<const T *>(addr);
    return p[off];
}

template <typename T>
CM_INLINE void write(svmptr_t addr, vector_ref<T, 1> vec, int off = 0)
{
    detail::svm_one<T>(addr, vec(0), off);
}

template <typename T>
CM_INLINE void write(svmptr_t addr, vector<T, 1> vec, int off = 0)
{
    detail::svm_one<T>(addr, vec(0), off);
}

template <typename T>
CM_INLINE void write(svmptr_t addr, matrix_ref<T, 1, 1> m, int off = 0)
{
    detail::svm_one<T>(addr, m(0, 0), off);
}

template <typename T>
CM_INLINE void write(svmptr_t addr, matrix<T, 1, 1> m, int off = 0)
{
    detail::svm_one<T>(addr, m(0, 0), off);
}

template <typename T>
CM_INLINE void write(svmptr_t addr, vector_ref<T, 1> data, int off, int size)
{
    if (detail::in_bounds<true>(off, 1, (unsigned)size))
        detail::svm_one<T>(addr, data(0), off);
}

template <typename T>
CM_INLINE typename std::enable_if<is_scalar<T>::value, void>::type
write(svmptr_t addr, T data, int off = 0)
{
    detail::svm_one<T>(addr, data, off);
}

template <typename T>
CM_INLINE typename std::enable_if<is_scalar<T>::value, void>::type
write(svmptr_t addr, T data, int off, int size)
{
    if (detail::in_bounds<true>(off, 1, (unsigned)size))
        detail::svm_one<T>(addr, data, off);
}

/* ---- Atomics ------------------------------------------------------------ */
template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 1, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset,
                 vector<T, N> src0, vector_ref<T, N> ret)
{
    detail::svm_atomic<op, 1>(addr, elementOffset, src0, src0, ret);
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 1, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset,
                 vector<T, N> src0)
{
    vector<T, N> ignored;
    detail::svm_atomic<op, 1>(addr, elementOffset, src0, src0,
                              ignored.template format<T>());
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 0, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset,
                 vector_ref<T, N> ret)
{
    vector<T, N> none = 0;
    detail::svm_atomic<op, 0>(addr, elementOffset, none, none, ret);
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 0, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset)
{
    vector<T, N> none = 0;
    vector<T, N> ignored;
    detail::svm_atomic<op, 0>(addr, elementOffset, none, none,
                              ignored.template format<T>());
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 2, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset,
                 vector<T, N> src0, vector<T, N> src1, vector_ref<T, N> ret)
{
    detail::svm_atomic<op, 2>(addr, elementOffset, src0, src1, ret);
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 2, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset,
                 vector<T, N> src0, vector<T, N> src1)
{
    vector<T, N> ignored;
    detail::svm_atomic<op, 2>(addr, elementOffset, src0, src1,
                              ignored.template format<T>());
}

/* The same, checked against the `size` elements at addr. */
template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 1, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset, uint size,
                 vector<T, N> src0, vector_ref<T, N> ret)
{
    if (detail::atomic_in_bounds(elementOffset, size))
        detail::svm_atomic<op, 1>(addr, elementOffset, src0, src0, ret);
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 1, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset, uint size,
                 vector<T, N> src0)
{
    vector<T, N> ignored;
    write_atomic<op, T, N>(addr, elementOffset, size, src0,
                           ignored.template format<T>());
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 0, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset, uint size,
                 vector_ref<T, N> ret)
{
    if (detail::atomic_in_bounds(elementOffset, size))
        write_atomic<op, T, N>(addr, elementOffset, ret);
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 0, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset, uint size)
{
    vector<T, N> ignored;
    write_atomic<op, T, N>(addr, elementOffset, size,
                           ignored.template format<T>());
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 2, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset, uint size,
                 vector<T, N> src0, vector<T, N> src1, vector_ref<T, N> ret)
{
    if (detail::atomic_in_bounds(elementOffset, size))
        detail::svm_atomic<op, 2>(addr, elementOffset, src0, src1, ret);
}

template <CmAtomicOpType op, typename T, int N>
CM_INLINE
    typename std::enable_if<detail::atomic_sources<op>::value == 2, void>::type
    write_atomic(svmptr_t addr, vector<uint, N> elementOffset, uint size,
                 vector<T, N> src0, vector<T, N> src1)
{
    vector<T, N> ignored;
    write_atomic<op, T, N>(addr, elementOffset, size, src0, src1,
                           ignored.template format<T>());
}

/* ---- 2D surfaces -------------------------------------------------------- */
template <int x_offset, int y_offset, typename T, int N, int M>
CM_INLINE void read(SurfaceIndex idx, int X, int Y, matrix_ref<T, N, M> output)
{
    ::read(idx, (X + x_offset) * (int)sizeof(T), Y + y_offset, output);
}

/* ---- Copies between SVM and SLM ----------------------------------------- */
template <typename T = int, unsigned width = 32>
CM_INLINE void cm_slm_copy(unsigned dstBuffer, svmptr_t srcBuffer,
                           unsigned size)
{
    constexpr unsigned piece = width * (unsigned)sizeof(T);
    static_assert(piece % 16 == 0,
                  "cm_slm_copy: width * sizeof(T) is a whole number of "
                  "owords (16 bytes)");
    vector<T, (int)width> data;
    for (unsigned i = 0; i < size; i += piece) {
        detail::svm_at<T, (int)width, AlignTag<Align::OWORD>, false>(
            srcBuffer + i, data.template format<T>(), 0);
        cm_slm_block_write(dstBuffer, (int)i, data);
    }
}

template <typename T = int, unsigned width = 32>
CM_INLINE void cm_slm_copy(svmptr_t dstBuffer, unsigned srcBuffer,
                           unsigned size)
{
    constexpr unsigned piece = width * (unsigned)sizeof(T);
    static_assert(piece % 16 == 0,
                  "cm_slm_copy: width * sizeof(T) is a whole number of "
                  "owords (16 bytes)");
    vector<T, (int)width> data;
    for (unsigned i = 0; i < size; i += piece) {
        cm_slm_block_read(srcBuffer, (int)i, data);
        detail::svm_at<T, (int)width, AlignTag<Align::OWORD>, true>(
            dstBuffer + i, data.template format<T>(), 0);
    }
}

} // namespace dataport
} // namespace cmtl

#endif
