/* cm/cmtl.h - the parts of the CM template library (CM specification 5)
 * that real kernels use, for cmc: the cm_vector / cm_matrix initialiser
 * macros, cm_vector_assign, the rounding helpers cm_floor / cm_ceil, the
 * block and linear I/O routines (ReadBlock, WriteBlock, ReadLinear,
 * WriteLinear) and DumpSLM; and, from <cm/cmtl/NAME.h>, cmtl::hint,
 * cmtl::Mask, cmtl::math and cmtl::numbers.
 *
 * Not included by cm.h: kernels include <cm/cmtl.h> themselves.
 * cm_vector_assign, cm_floor and cm_ceil are builtins of cmc's frontend
 * (frontend/builtins/builtins_cmtl.c); the I/O routines are ordinary CM, written
 * here, so that cmc compiles them like the user's own inline functions. */
#ifndef CM_CMTL_H
#define CM_CMTL_H

#include <cm/cm.h>
#include <cm/cmtl/emulated_math.h>
#include <cm/cmtl/hint.h>
#include <cm/cmtl/mask.h>
#include <cm/cmtl/math.h>
#include <cm/cmtl/numbers.h>

namespace cmtl {

/* v(i) = init + i * step, converted to T, for every element. */
template <typename T, int N>
void cm_vector_assign(vector<T, N> &v, int init, int step);
template <typename T, int N>
void cm_vector_assign(vector_ref<T, N> v, int init, int step);


/* ---- I/O routines --------------------------------------------------------
 * Sizes are template constants, so every message below has a constant
 * shape; `if constexpr` drops the pieces a size does not need. */

/* How a HEIGHT x WIDTH block of T splits into media block messages: at
 * most 32 bytes and 8 rows each (256 bytes, legal on every target). */
template <typename T, int HEIGHT, int WIDTH> struct _cmtl_block_split {
    static constexpr int columns =
        WIDTH * (int)sizeof(T) <= 32 ? WIDTH : 32 / (int)sizeof(T);
    static constexpr int rows = HEIGHT < 8 ? HEIGHT : 8;
    static constexpr int last_columns = WIDTH % columns;
    static constexpr int last_rows = HEIGHT % rows;
    static constexpr int full_columns = WIDTH - WIDTH % columns;
    static constexpr int full_rows = HEIGHT - HEIGHT % rows;
};

/* One R x C piece of `block` at (row, column), read from or written to
 * the surface at pixel (x + column, y + row). */
template <bool WRITE, int R, int C, typename T, int HEIGHT, int WIDTH>
CM_INLINE void _cmtl_block_piece(SurfaceIndex surface, int x, int y,
                                 matrix_ref<T, HEIGHT, WIDTH> block, int row,
                                 int column)
{
    matrix<T, R, C> piece;
    if constexpr (WRITE) {
        piece = block.template select<R, 1, C, 1>(row, column);
        write(surface, (x + column) * (int)sizeof(T), y + row, piece);
    } else {
        read(surface, (x + column) * (int)sizeof(T), y + row, piece);
        block.template select<R, 1, C, 1>(row, column) = piece;
    }
}

/* The rows [row, row + R) of `block`, column piece by column piece. */
template <bool WRITE, int R, typename T, int HEIGHT, int WIDTH>
CM_INLINE void _cmtl_block_rows(SurfaceIndex surface, int x, int y,
                                matrix_ref<T, HEIGHT, WIDTH> block, int row)
{
    typedef _cmtl_block_split<T, HEIGHT, WIDTH> split;
    for (int column = 0; column < split::full_columns;
         column += split::columns)
        _cmtl_block_piece<WRITE, R, split::columns>(surface, x, y, block, row,
                                                    column);
    if constexpr (split::last_columns > 0)
        _cmtl_block_piece<WRITE, R, split::last_columns>(
            surface, x, y, block, row, split::full_columns);
}

template <bool WRITE, typename T, int HEIGHT, int WIDTH>
CM_INLINE void _cmtl_block_io(SurfaceIndex surface, int x, int y,
                              matrix_ref<T, HEIGHT, WIDTH> block)
{
    typedef _cmtl_block_split<T, HEIGHT, WIDTH> split;
    for (int row = 0; row < split::full_rows; row += split::rows)
        _cmtl_block_rows<WRITE, split::rows>(surface, x, y, block, row);
    if constexpr (split::last_rows > 0)
        _cmtl_block_rows<WRITE, split::last_rows>(surface, x, y, block,
                                                  split::full_rows);
}

/* Read a HEIGHT x WIDTH block of pixels of T (any sizes) whose top left
 * pixel is (x, y), in pixels, of a 2D surface.  Outside the surface the
 * media block messages replicate its edge pixels.  With surfaceWidth (in
 * pixels) given, the columns at or beyond it repeat the last pixel of
 * their row explicitly, as Intel's library does for surfaces whose width
 * is not a whole number of dwords. */
template <typename T, int HEIGHT, int WIDTH>
CM_INLINE void ReadBlock(SurfaceIndex surface, int x, int y,
                         matrix_ref<T, HEIGHT, WIDTH> block,
                         uint surfaceWidth = 0)
{
    _cmtl_block_io<false>(surface, x, y, block);
    if (surfaceWidth == 0 || x + WIDTH <= (int)surfaceWidth)
        return;
    matrix<T, HEIGHT, 1> last;
    read(surface, ((int)surfaceWidth - 1) * (int)sizeof(T), y, last);
    for (int column = 0; column < WIDTH; column++)
        if (x + column >= (int)surfaceWidth)
            block.template select<HEIGHT, 1, 1, 1>(0, column) = last;
}

/* Write a HEIGHT x WIDTH block of pixels of T (any sizes) with its top
 * left pixel at (x, y), in pixels, of a 2D surface. */
template <typename T, int HEIGHT, int WIDTH>
CM_INLINE void WriteBlock(SurfaceIndex surface, int x, int y,
                          matrix_ref<T, HEIGHT, WIDTH> block)
{
    _cmtl_block_io<true>(surface, x, y, block);
}

/* Linear I/O: WIDTH elements of T (any WIDTH, any position) by scattered
 * messages of 16 elements and the remainder (8, 4, 2, 1); 8-byte
 * elements move as pairs of dwords. */
template <bool WRITE, int N, typename E, int COUNT>
CM_INLINE void _cmtl_linear_piece(SurfaceIndex surface, int position,
                                  vector_ref<E, COUNT> data, int first)
{
    vector<uint, N> offsets;
    for (int i = 0; i < N; i++)
        offsets(i) = first + i;
    vector<E, N> piece;
    if constexpr (WRITE) {
        piece = data.template select<N, 1>(first);
        write(surface, position, offsets, piece);
    } else {
        read(surface, position, offsets, piece);
        data.template select<N, 1>(first) = piece;
    }
}

template <bool WRITE, typename E, int COUNT>
CM_INLINE void _cmtl_linear_io(SurfaceIndex surface, int position,
                               vector_ref<E, COUNT> data)
{
    constexpr int full = COUNT - COUNT % 16;
    if constexpr (full > 0)
        for (int first = 0; first < full; first += 16)
            _cmtl_linear_piece<WRITE, 16>(surface, position, data, first);
    if constexpr ((COUNT & 8) != 0)
        _cmtl_linear_piece<WRITE, 8>(surface, position, data, full);
    if constexpr ((COUNT & 4) != 0)
        _cmtl_linear_piece<WRITE, 4>(surface, position, data,
                                     full + (COUNT & 8));
    if constexpr ((COUNT & 2) != 0)
        _cmtl_linear_piece<WRITE, 2>(surface, position, data,
                                     full + (COUNT & 12));
    if constexpr ((COUNT & 1) != 0)
        _cmtl_linear_piece<WRITE, 1>(surface, position, data,
                                     full + (COUNT & 14));
}

template <bool WRITE, typename T, int WIDTH>
CM_INLINE void _cmtl_linear(SurfaceIndex surface, int position,
                            vector_ref<T, WIDTH> block)
{
    if constexpr (sizeof(T) == 8)
        _cmtl_linear_io<WRITE>(surface, position * 2,
                               block.template format<uint>());
    else
        _cmtl_linear_io<WRITE>(surface, position, block);
}

/* Read WIDTH elements of T starting at element `position` of a buffer. */
template <typename T, int WIDTH>
CM_INLINE void ReadLinear(SurfaceIndex surface, int position,
                          vector_ref<T, WIDTH> block)
{
    _cmtl_linear<false>(surface, position, block);
}

/* Write WIDTH elements of T starting at element `position` of a buffer. */
template <typename T, int WIDTH>
CM_INLINE void WriteLinear(SurfaceIndex surface, int position,
                           vector_ref<T, WIDTH> block)
{
    _cmtl_linear<true>(surface, position, block);
}

/* Copy `size` bytes of the SLM buffer `slm` (from cm_slm_alloc) to the
 * start of a buffer surface, 128 bytes per message; a size that is not a
 * multiple of 16 is rounded up to one. */
CM_INLINE void DumpSLM(uint slm, SurfaceIndex surface, uint size)
{
    vector<uint, 32> chunk;
    uint done = 0;
    for (; done + 128 <= size; done += 128) {
        cm_slm_block_read(slm, done, chunk);
        write(surface, done, chunk);
    }
    for (; done < size; done += 16) {
        cm_slm_block_read(slm, done, chunk.select<4, 1>(0));
        write(surface, done, chunk.select<4, 1>(0));
    }
}

/* ---- Matrix transforms ---------------------------------------------------
 * `in` and `out` are distinct matrices (cmc rejects overlapping
 * references).  Row i of a transposed matrix is column i. */

/* out(i, j) = in(H - 1 - i, j): the rows in reverse order.  (Intel's
 * version reads row H - i, one past the end for i = 0.) */
template <typename T, int H, int W>
CM_INLINE void MirrorVertical(matrix_ref<T, H, W> in, matrix_ref<T, H, W> out)
{
    matrix<T, H, W> result;
#pragma unroll
    for (int i = 0; i < H; i++)
        result.row(i) = in.row(H - 1 - i);
    out = result;
}

/* out(i, j) = in(i, N - 1 - j): the columns in reverse order. */
template <typename T, int N>
CM_INLINE void _cmtl_mirror_columns(matrix_ref<T, N, N> in,
                                    matrix_ref<T, N, N> out)
{
    matrix<T, N, N> result;
    for (int j = 0; j < N; j++)
        result.column(j) = in.column(N - 1 - j);
    out = result;
}

/* out(i, j) = in(j, i). */
template <typename T, int N>
CM_INLINE void _cmtl_transpose(matrix_ref<T, N, N> in, matrix_ref<T, N, N> out)
{
    matrix<T, N, N> result;
    for (int i = 0; i < N; i++)
        result.row(i) = in.column(i);
    out = result;
}

template <typename T>
CM_INLINE void Transpose_8x8(matrix_ref<T, 8, 8> in, matrix_ref<T, 8, 8> out)
{
    _cmtl_transpose<T, 8>(in, out);
}

template <typename T>
CM_INLINE void Transpose_16x16(matrix_ref<T, 16, 16> in,
                               matrix_ref<T, 16, 16> out)
{
    _cmtl_transpose<T, 16>(in, out);
}

/* out(i, j) = in(i, 15 - j). */
template <typename T>
CM_INLINE void MirrorHorizontal_16x16(matrix_ref<T, 16, 16> in,
                                      matrix_ref<T, 16, 16> out)
{
    _cmtl_mirror_columns<T, 16>(in, out);
}

/* The same for bytes only (T is not used), as Intel's library has it. */
template <typename T>
CM_INLINE void mirror_horizontal_16x16(matrix_ref<uchar, 16, 16> in,
                                       matrix_ref<uchar, 16, 16> out)
{
    _cmtl_mirror_columns<uchar, 16>(in, out);
}

/* Clockwise by a quarter turn: out(i, j) = in(15 - j, i). */
template <typename T>
CM_INLINE void Rotate90_16x16(matrix_ref<T, 16, 16> in,
                              matrix_ref<T, 16, 16> out)
{
    matrix<T, 16, 16> flipped;
    MirrorVertical<T, 16, 16>(in, flipped);
    _cmtl_transpose<T, 16>(flipped, out);
}

/* Half a turn: out(i, j) = in(15 - i, 15 - j). */
template <typename T>
CM_INLINE void Rotate180_16x16(matrix_ref<T, 16, 16> in,
                               matrix_ref<T, 16, 16> out)
{
    matrix<T, 16, 16> flipped;
    MirrorVertical<T, 16, 16>(in, flipped);
    _cmtl_mirror_columns<T, 16>(flipped, out);
}

/* Counter-clockwise by a quarter turn: out(i, j) = in(j, 15 - i). */
template <typename T>
CM_INLINE void Rotate270_16x16(matrix_ref<T, 16, 16> in,
                               matrix_ref<T, 16, 16> out)
{
    matrix<T, 16, 16> flipped;
    _cmtl_mirror_columns<T, 16>(in, flipped);
    _cmtl_transpose<T, 16>(flipped, out);
}

/* Transposed about the other diagonal: out(i, j) = in(15 - j, 15 - i). */
template <typename T>
CM_INLINE void ReverseTranspose_16x16(matrix_ref<T, 16, 16> in,
                                      matrix_ref<T, 16, 16> out)
{
    matrix<T, 16, 16> turned;
    Rotate180_16x16<T>(in, turned);
    _cmtl_transpose<T, 16>(turned, out);
}

/* Element k of out (row-major) is element mapping(k) of in. */
template <typename T, int W>
CM_INLINE void Map(matrix_ref<T, W, W> in, matrix_ref<T, W, W> out,
                   vector_ref<ushort, W * W> mapping)
{
    vector<T, W * W> result = in.template format<T>().iselect(mapping);
    out.template format<T>() = result;
}

/* v(i) = 0 for i < zeros, 1 for the others. */
template <typename T, int SZ>
CM_INLINE void vectorMaskFirstZerosThenOnes(vector_ref<T, SZ> v, uint zeros)
{
    vector<uint, SZ> index;
    cm_vector_assign(index, 0, 1);
    v = index >= zeros;
}

/* The OP_TYPE of Intel's block I/O helpers. */
const unsigned int IO_READ = 0;
const unsigned int IO_WRITE = 1;

/* Round down / up to RT (cm_rndd / cm_rndu): vectors, matrices and
 * regions of float (a matrix gives a vector of its elements, as in
 * Intel's library), and scalars. */
template <typename RT, int N>
vector<RT, N> cm_floor(const cm_vector_base<float, N> &src, int flags = 0);
template <typename RT> RT cm_floor(float src, int flags = 0);
template <typename RT, int N>
vector<RT, N> cm_ceil(const cm_vector_base<float, N> &src, int flags = 0);
template <typename RT> RT cm_ceil(float src, int flags = 0);

} // namespace cmtl

/* Declare V (or M) with elements I, I + S, I + 2S, ... (row-major).  As in
 * Intel's library these are macros, outside the cmtl namespace, and end
 * with a semicolon: the specification writes them without one (6.7.2,
 * 6.7.3). */
#define cm_vector(V, T, N, I, S)                                              \
    vector<T, N> V;                                                           \
    cmtl::cm_vector_assign(V, (I), (S));
#define cm_matrix(M, T, R, C, I, S)                                           \
    matrix<T, R, C> M;                                                        \
    cmtl::cm_vector_assign(M.template format<T>(), (I), (S));

#define CM_CONST_E 2.71828f
#define CM_CONST_PI 3.14159f
#define CM_CONST_2PI 6.28318f
#define CM_DBL_EPSILON 0.00001f

#endif
