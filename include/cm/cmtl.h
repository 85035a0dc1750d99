/* cm/cmtl.h - the parts of the CM template library (CM specification 5)
 * that real kernels use, for cmc: the cm_vector / cm_matrix initialiser
 * macros, cm_vector_assign, the rounding helpers cm_floor / cm_ceil, the
 * block and linear I/O routines (ReadBlock, WriteBlock, ReadLinear,
 * WriteLinear, and the pieces they are made of in Intel's library:
 * IoBlock, IoFixedStrideBlock, IOLinear, Boundaries), DumpSLM, the
 * vectorization helpers (Vectorize2DKRNL, Vectorize2DKRNLRow, _2Dto1D,
 * glue_vector), the SLM layout helpers (TransposeFromSLM, TransposeToSLM,
 * init_slm_offsets), Pack / Unpack / UnpackSingle, cm_assert_range and
 * the matrix transforms; and, from <cm/cmtl/NAME.h>, the cached stacks
 * (CachedStack*), cmtl::dataport, cmtl::global, cmtl::hint, cmtl::Mask,
 * cmtl::math and cmtl::numbers.
 *
 * Not included by cm.h: kernels include <cm/cmtl.h> themselves.
 * cm_vector_assign, cm_floor and cm_ceil are builtins of cmc's frontend
 * (frontend/builtins/builtins_cmtl.c); the I/O routines are ordinary CM, written
 * here, so that cmc compiles them like the user's own inline functions. */
#ifndef CM_CMTL_H
#define CM_CMTL_H

#include <cm/cm.h>
#include <cm/cmtl/cached_stack.h>
#include <cm/cmtl/dataport.h>
#include <cm/cmtl/emulated_math.h>
#include <cm/cmtl/global.h>
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

/* The OP_TYPE of Intel's block I/O helpers. */
const unsigned int IO_READ = 0;
const unsigned int IO_WRITE = 1;

/* v(i) = 0 for i < zeros, 1 for the others. */
template <typename T, int SZ>
CM_INLINE void vectorMaskFirstZerosThenOnes(vector_ref<T, SZ> v, uint zeros)
{
    vector<uint, SZ> index;
    cm_vector_assign(index, 0, 1);
    v = index >= zeros;
}

/* ---- Intel's lower-level block and linear I/O ---------------------------
 * The pieces ReadBlock/WriteBlock/ReadLinear/WriteLinear are made of in
 * Intel's library, for kernels that call them directly.  OP_TYPE is
 * IO_READ or IO_WRITE; positions are in pixels (elements) unless the
 * name says bytes.  Every piece is one message whose size the caller
 * chooses: a size the hardware cannot take is cmc's usual error at the
 * read or write (media blocks: rows of at most 64 bytes, at most 256
 * bytes; oword blocks: 16, 32, 64 or 128 bytes at an oword-aligned
 * offset). */

/* Read an R x C block of pixels of MAT_TYPE at byte x_pos_bytes, row
 * y_pos_bytes, of a 2D surface surface_width_pixels wide
 * (surface_width_bytes = surface_width_pixels * sizeof(MAT_TYPE)), so
 * that the columns at or beyond the surface's right edge repeat the row's
 * last pixel, as the media block message fails to do for surfaces whose
 * width is not a whole number of dwords.  A block that starts at or beyond
 * the edge is all the row's last pixel.  (Without INLINE_READ, Intel's
 * library makes this a separate function; cmc inlines it either way.) */
template <typename MAT_TYPE, int R, int C>
CM_INLINE void Boundaries(SurfaceIndex buf_id, int x_pos_bytes,
                          int y_pos_bytes, matrix_ref<MAT_TYPE, R, C> in,
                          int surface_width_pixels, int surface_width_bytes)
{
    constexpr int size = (int)sizeof(MAT_TYPE);
    int x = x_pos_bytes < surface_width_bytes ? x_pos_bytes
                                              : surface_width_bytes - size;
    read(buf_id, x, y_pos_bytes, in);
    /* Columns past `last` lie beyond the edge. */
    int last = surface_width_pixels - 1 - x / size;
    vector<ushort, C> beyond;
    vectorMaskFirstZerosThenOnes(beyond.select_all(), (uint)(last + 1));
    if (beyond.any()) {
        for (int row = 0; row < R; row++) {
            vector<MAT_TYPE, C> edge = in(row, last);
            in.row(row).merge(edge, beyond);
        }
    }
}

/* A media block read that, given the surface's width in pixels, repairs
 * the right edge with Boundaries when it can be wrong (pixels of 1 or 2
 * bytes, a width that is not a whole number of dwords, a block crossing
 * the edge); a width of 0 means a plain read. */
template <typename T, int R, int C>
CM_INLINE void _cmtl_read_borders(SurfaceIndex surface, int x_bytes,
                                  int y, matrix_ref<T, R, C> block,
                                  int width_pixels)
{
    constexpr int size = (int)sizeof(T);
    if constexpr (size % 4 == 0) {
        read(surface, x_bytes, y, block);
    } else {
        int width_bytes = width_pixels * size;
        if (width_bytes % 4 == 0 || x_bytes + C * size <= width_bytes)
            read(surface, x_bytes, y, block);
        else
            Boundaries<T, R, C>(surface, x_bytes, y, block, width_pixels,
                                width_bytes);
    }
}

/* One piece of IoFixedStrideBlock: written, or read with the edge repair
 * (attribute GENX_NUM_BUFFER_ATTRIB, "none") or with the attribute. */
template <typename T, int R, int C, int OP_TYPE>
CM_INLINE void _cmtl_io_piece(SurfaceIndex surface, CmBufferAttrib attribute,
                              int x_bytes, int y, matrix_ref<T, R, C> piece,
                              uint surfaceWidth)
{
    static_assert(OP_TYPE == IO_READ || OP_TYPE == IO_WRITE,
                  "OP_TYPE is cmtl::IO_READ or cmtl::IO_WRITE");
    if constexpr (OP_TYPE == IO_WRITE) {
        write(surface, x_bytes, y, piece);
    } else if (attribute == GENX_NUM_BUFFER_ATTRIB) {
        _cmtl_read_borders<T, R, C>(surface, x_bytes, y, piece,
                                    (int)surfaceWidth);
    } else if (attribute == GENX_MODIFIED) {
        read(surface, GENX_MODIFIED, x_bytes, y, piece);
    } else if (attribute == GENX_TOP_FIELD) {
        read(surface, GENX_TOP_FIELD, x_bytes, y, piece);
    } else if (attribute == GENX_BOTTOM_FIELD) {
        read(surface, GENX_BOTTOM_FIELD, x_bytes, y, piece);
    } else if (attribute == GENX_MODIFIED_TOP_FIELD) {
        read(surface, GENX_MODIFIED_TOP_FIELD, x_bytes, y, piece);
    } else if (attribute == GENX_MODIFIED_BOTTOM_FIELD) {
        read(surface, GENX_MODIFIED_BOTTOM_FIELD, x_bytes, y, piece);
    } else {
        read(surface, x_bytes, y, piece);
    }
}

/* Read or write a HEIGHT x WIDTH block of pixels at pixel (h_pos, v_pos)
 * in pieces of MAX_V_STRIDE rows by H_STRIDE columns, row band by row
 * band; the last band and column have what is left.  Reads take the
 * attribute: GENX_NUM_BUFFER_ATTRIB for none, and then surfaceWidth, if
 * not 0, repairs the right edge as Boundaries does; the media block
 * attributes GENX_MODIFIED, GENX_TOP_FIELD, GENX_BOTTOM_FIELD and their
 * GENX_MODIFIED_ forms; any other reads as GENX_NONE (the media block
 * message has no other).  Writes take none. */
template <typename T, int HEIGHT, int WIDTH, int H_STRIDE, int MAX_V_STRIDE,
          int OP_TYPE>
CM_INLINE void IoFixedStrideBlock(SurfaceIndex iobuf, CmBufferAttrib buf_attrib,
                                  int h_pos, int v_pos,
                                  matrix_ref<T, HEIGHT, WIDTH> block,
                                  uint surfaceWidth)
{
    static_assert(H_STRIDE > 0 && MAX_V_STRIDE > 0,
                  "IoFixedStrideBlock: strides are positive");
    constexpr int full_rows = HEIGHT - HEIGHT % MAX_V_STRIDE;
    constexpr int full_columns = WIDTH - WIDTH % H_STRIDE;
    constexpr int last_rows = HEIGHT % MAX_V_STRIDE;
    constexpr int last_columns = WIDTH % H_STRIDE;
    constexpr int size = (int)sizeof(T);
    /* (Each loop is guarded: cmc checks the regions of a loop's body even
     * when it runs no times.) */
    if constexpr (full_rows > 0) {
#pragma unroll
        for (int row = 0; row < full_rows; row += MAX_V_STRIDE) {
            if constexpr (full_columns > 0) {
#pragma unroll
                for (int column = 0; column < full_columns;
                     column += H_STRIDE)
                    _cmtl_io_piece<T, MAX_V_STRIDE, H_STRIDE, OP_TYPE>(
                        iobuf, buf_attrib, (h_pos + column) * size,
                        v_pos + row,
                        block.template select<MAX_V_STRIDE, 1, H_STRIDE, 1>(
                            row, column),
                        surfaceWidth);
            }
            if constexpr (last_columns > 0)
                _cmtl_io_piece<T, MAX_V_STRIDE, last_columns, OP_TYPE>(
                    iobuf, buf_attrib, (h_pos + full_columns) * size,
                    v_pos + row,
                    block.template select<MAX_V_STRIDE, 1, last_columns, 1>(
                        row, full_columns),
                    surfaceWidth);
        }
    }
    if constexpr (last_rows > 0) {
        if constexpr (full_columns > 0) {
#pragma unroll
            for (int column = 0; column < full_columns; column += H_STRIDE)
                _cmtl_io_piece<T, last_rows, H_STRIDE, OP_TYPE>(
                    iobuf, buf_attrib, (h_pos + column) * size,
                    v_pos + full_rows,
                    block.template select<last_rows, 1, H_STRIDE, 1>(
                        full_rows, column),
                    surfaceWidth);
        }
        if constexpr (last_columns > 0)
            _cmtl_io_piece<T, last_rows, last_columns, OP_TYPE>(
                iobuf, buf_attrib, (h_pos + full_columns) * size,
                v_pos + full_rows,
                block.template select<last_rows, 1, last_columns, 1>(
                    full_rows, full_columns),
                surfaceWidth);
    }
}

/* Read or write a HEIGHT x WIDTH block of pixels of T (1, 2 or 4 bytes)
 * at pixel (h_pos, v_pos) as Intel's ReadBlock/WriteBlock split it: the
 * columns that fill 32-byte rows in pieces of 32 bytes by 8 rows, the
 * rest of each row (fewer than 32 bytes) in one column of pieces as tall
 * as the hardware allows for its width (8 rows for 17 to 31 bytes, 16
 * for 9 to 16, 32 for 5 to 8, 64 for 1 to 4).  Attribute and surfaceWidth
 * as for IoFixedStrideBlock. */
template <typename T, int HEIGHT, int WIDTH, int OP_TYPE>
CM_INLINE void IoBlock(SurfaceIndex iobuf, CmBufferAttrib buf_attrib,
                       int h_pos, int v_pos, matrix_ref<T, HEIGHT, WIDTH> block,
                       uint surfaceWidth = 0)
{
    static_assert(sizeof(T) <= 4, "IoBlock: pixels of 1, 2 or 4 bytes");
    constexpr int per_row = 32 / (int)sizeof(T);
    constexpr int wide = WIDTH - WIDTH % per_row;
    constexpr int rest = WIDTH % per_row;
    constexpr int rest_bytes = rest * (int)sizeof(T);
    if constexpr (wide > 0)
        IoFixedStrideBlock<T, HEIGHT, wide, per_row, 8, OP_TYPE>(
            iobuf, buf_attrib, h_pos, v_pos,
            block.template select<HEIGHT, 1, wide, 1>(0, 0), surfaceWidth);
    if constexpr (rest > 0) {
        constexpr int rows = rest_bytes > 16  ? 8
                             : rest_bytes > 8 ? 16
                             : rest_bytes > 4 ? 32
                                              : 64;
        IoFixedStrideBlock<T, HEIGHT, rest, per_row, rows, OP_TYPE>(
            iobuf, buf_attrib, h_pos + wide, v_pos,
            block.template select<HEIGHT, 1, rest, 1>(0, wide), surfaceWidth);
    }
}

/* Read (from the surface as GENX_MODIFIED) or write WIDTH elements of T
 * at element pix_pos of a buffer as oword block messages of PIX_STRD
 * elements and one of the remaining WIDTH % PIX_STRD: each piece must be
 * 16, 32, 64 or 128 bytes at an oword-aligned byte offset (Intel's
 * ReadLinear/WriteLinear take PIX_STRD = 128 / sizeof(T)). */
template <typename T, int WIDTH, uint PIX_STRD, uint OP_TYPE>
CM_INLINE void IOLinear(SurfaceIndex iobuf, int pix_pos,
                        vector_ref<T, WIDTH> block)
{
    static_assert(OP_TYPE == IO_READ || OP_TYPE == IO_WRITE,
                  "OP_TYPE is cmtl::IO_READ or cmtl::IO_WRITE");
    static_assert(PIX_STRD > 0, "IOLinear: PIX_STRD is positive");
    constexpr int stride = (int)PIX_STRD;
    constexpr int full = WIDTH - WIDTH % stride;
    constexpr int rest = WIDTH % stride;
    if constexpr (full > 0) {
#pragma unroll
        for (int first = 0; first < full; first += stride) {
            if constexpr (OP_TYPE == IO_WRITE)
                write(iobuf, (pix_pos + first) * (int)sizeof(T),
                      block.template select<stride, 1>(first));
            else
                read(iobuf, GENX_MODIFIED,
                     (pix_pos + first) * (int)sizeof(T),
                     block.template select<stride, 1>(first));
        }
    }
    if constexpr (rest > 0) {
        if constexpr (OP_TYPE == IO_WRITE)
            write(iobuf, (pix_pos + full) * (int)sizeof(T),
                  block.template select<rest, 1>(full));
        else
            read(iobuf, GENX_MODIFIED, (pix_pos + full) * (int)sizeof(T),
                 block.template select<rest, 1>(full));
    }
}

/* ---- Vectorization -------------------------------------------------------
 * A KRNL_SZ x KRNL_SZ neighbourhood of SIMD_SZ pixels in a row becomes
 * KRNL_SZ * KRNL_SZ rows of SIMD_SZ: row _2Dto1D<KRNL_SZ>(i, j) holds,
 * for each of the SIMD_SZ pixels, its neighbour at kernel row i and
 * column j (the pixels of a line from column j on).  Every row of the
 * result starts on its own, whatever the neighbour's offset. */

/* The row of neighbour (x, y) in a vectorized kernel: x * KRNL_SZ + y. */
template <uint KRNL_SZ> CM_INLINE int _2Dto1D(int x, int y)
{
    return x * (int)KRNL_SZ + y;
}

/* dst.row(_2Dto1D(i, j)) = the SIMD_SZ pixels of src's row i from column
 * j, for every i and j below KRNL_SZ. */
template <typename Tsrc, typename Tdst, uint KRNL_SZ, uint SIMD_SZ>
CM_INLINE void
Vectorize2DKRNL(matrix_ref<Tsrc, KRNL_SZ, SIMD_SZ + KRNL_SZ - 1> src,
                matrix_ref<Tdst, KRNL_SZ * KRNL_SZ, SIMD_SZ> dst)
{
#pragma unroll
    for (int i = 0; i < (int)KRNL_SZ; i++)
#pragma unroll
        for (int j = 0; j < (int)KRNL_SZ; j++)
            dst.row(_2Dto1D<KRNL_SZ>(i, j)) =
                src.row(i).template select<SIMD_SZ, 1>(j);
}

/* One line's part: dst.row(_2Dto1D(dstRow, j)) = the SIMD_SZ pixels of
 * src from column j, for every j below KRNL_SZ (dst has ROWS * KRNL_SZ
 * rows; KRNL_SZ * KRNL_SZ in the forms without ROWS). */
template <typename Tsrc, typename Tdst, uint ROWS, uint KRNL_SZ, uint SIMD_SZ>
CM_INLINE void Vectorize2DKRNLRow(vector_ref<Tsrc, SIMD_SZ + KRNL_SZ - 1> src,
                                  matrix_ref<Tdst, ROWS * KRNL_SZ, SIMD_SZ> dst,
                                  int dstRow)
{
#pragma unroll
    for (int j = 0; j < (int)KRNL_SZ; j++)
        dst.row(_2Dto1D<KRNL_SZ>(dstRow, j)) =
            src.template select<SIMD_SZ, 1>(j);
}

template <typename T, uint ROWS, uint KRNL_SZ, uint SIMD_SZ>
CM_INLINE void Vectorize2DKRNLRow(vector_ref<T, SIMD_SZ + KRNL_SZ - 1> src,
                                  matrix_ref<T, ROWS * KRNL_SZ, SIMD_SZ> dst,
                                  int dstRow)
{
    Vectorize2DKRNLRow<T, T, ROWS, KRNL_SZ, SIMD_SZ>(src, dst, dstRow);
}

template <typename Tsrc, typename Tdst, uint KRNL_SZ, uint SIMD_SZ>
CM_INLINE void
Vectorize2DKRNLRow(vector_ref<Tsrc, SIMD_SZ + KRNL_SZ - 1> src,
                   matrix_ref<Tdst, KRNL_SZ * KRNL_SZ, SIMD_SZ> dst,
                   int dstRow)
{
    Vectorize2DKRNLRow<Tsrc, Tdst, KRNL_SZ, KRNL_SZ, SIMD_SZ>(src, dst,
                                                              dstRow);
}

/* The GRF rows a line of LENGTH elements of T fills (32 bytes each). */
template <typename T, int LENGTH> struct _cmtl_line_rows {
    static constexpr int per_row = 32 / (int)sizeof(T);
    static constexpr int rows = (LENGTH + per_row - 1) / per_row;
};

/* The same with the line held as whole GRF rows of 32 bytes (its first
 * SIMD_SZ + KRNL_SZ - 1 elements are the line). */
template <typename Tsrc, typename Tdst, uint KRNL_SZ, uint SIMD_SZ>
CM_INLINE void Vectorize2DKRNLRow(
    matrix_ref<Tsrc,
               _cmtl_line_rows<Tsrc, SIMD_SZ + KRNL_SZ - 1>::rows,
               _cmtl_line_rows<Tsrc, SIMD_SZ + KRNL_SZ - 1>::per_row>
        src,
    matrix_ref<Tdst, KRNL_SZ * KRNL_SZ, SIMD_SZ> dst, int dstRow)
{
    vector_ref<Tsrc, _cmtl_line_rows<Tsrc, SIMD_SZ + KRNL_SZ - 1>::rows *
                         _cmtl_line_rows<Tsrc, SIMD_SZ + KRNL_SZ - 1>::per_row>
        line = src.template format<Tsrc>();
    Vectorize2DKRNLRow<Tsrc, Tdst, KRNL_SZ, KRNL_SZ, SIMD_SZ>(
        line.template select<SIMD_SZ + KRNL_SZ - 1, 1>(0), dst, dstRow);
}

/* dst = the SIMD_SZ elements from element OFFSET of src_1 followed by
 * src_2: its first SIMD_SZ - OFFSET elements are src_1's last, its last
 * OFFSET elements src_2's first (0 <= OFFSET <= KRNL_SZ - 1, OFFSET <=
 * SIMD_SZ). */
template <typename Tsrc, typename Tdst, uint KRNL_SZ, uint SIMD_SZ, int OFFSET>
CM_INLINE void glue_vector(vector_ref<Tsrc, SIMD_SZ> src_1,
                           vector_ref<Tsrc, KRNL_SZ - 1> src_2,
                           vector_ref<Tdst, SIMD_SZ> dst)
{
    static_assert(OFFSET >= 0 && OFFSET <= (int)KRNL_SZ - 1 &&
                      OFFSET <= (int)SIMD_SZ,
                  "glue_vector: OFFSET is 0 to KRNL_SZ - 1 and at most "
                  "SIMD_SZ");
    if constexpr (OFFSET < (int)SIMD_SZ)
        dst.template select<SIMD_SZ - OFFSET, 1>(0) =
            src_1.template select<SIMD_SZ - OFFSET, 1>(OFFSET);
    if constexpr (OFFSET > 0)
        dst.template select<OFFSET, 1>(SIMD_SZ - OFFSET) =
            src_2.template select<OFFSET, 1>(0);
}

/* ---- SLM layout helpers -------------------------------------------------- */

/* 0 to 15: the element offsets of 16 channels, e.g. for cm_slm_read4. */
static const ushort init_slm_offsets[16] = {0, 1, 2,  3,  4,  5,  6,  7,
                                            8, 9, 10, 11, 12, 13, 14, 15};

/* cm_slm_read4 of N addresses gives the four channels one after the other
 * (N R's, N G's, N B's, N A's); TransposeFromSLM interleaves them back,
 * dst(4 * j + c) = src(c * N + j), and TransposeToSLM is its inverse,
 * the order cm_slm_write4 takes.  dst and src are distinct. */
template <int N>
CM_INLINE void TransposeFromSLM(vector_ref<uint, N * 4> dst,
                                vector_ref<uint, N * 4> src)
{
    vector<uint, N * 4> result;
#pragma unroll
    for (int c = 0; c < 4; c++)
        result.template select<N, 4>(c) = src.template select<N, 1>(c * N);
    dst = result;
}

template <int N>
CM_INLINE void TransposeToSLM(vector_ref<uint, N * 4> dst,
                              vector_ref<uint, N * 4> src)
{
    vector<uint, N * 4> result;
#pragma unroll
    for (int c = 0; c < 4; c++)
        result.template select<N, 1>(c * N) = src.template select<N, 4>(c);
    dst = result;
}

/* ---- Packing two small elements into one large one ----------------------
 * Element i of a packed vector of Tcompst holds element i of the first
 * vector of Tpackd in its low bytes (CMRT_LOC_FIRST) and element i of the
 * second in the bytes above (CMRT_LOC_SECOND); any bytes above those are
 * 0.  The bits are copied, not converted (a pair of ints packs into a
 * double).  sizeof(Tcompst) >= 2 * sizeof(Tpackd). */
#define CMRT_LOC_FIRST 0
#define CMRT_LOC_SECOND 1

template <typename Tpackd, typename Tcompst> struct _cmtl_pack_ratio {
    static_assert(2 * sizeof(Tpackd) <= sizeof(Tcompst) &&
                      sizeof(Tcompst) % sizeof(Tpackd) == 0,
                  "Pack/Unpack: Tcompst holds two or more Tpackd");
    static constexpr int value = (int)(sizeof(Tcompst) / sizeof(Tpackd));
};

template <typename Tpackd, typename Tcompst, int WD>
CM_INLINE void Pack(vector_ref<Tpackd, WD> src1, vector_ref<Tpackd, WD> src2,
                    vector_ref<Tcompst, WD> dst)
{
    constexpr int ratio = _cmtl_pack_ratio<Tpackd, Tcompst>::value;
    vector<Tpackd, WD * ratio> parts = 0;
    parts.template select<WD, ratio>(CMRT_LOC_FIRST) = src1;
    parts.template select<WD, ratio>(CMRT_LOC_SECOND) = src2;
    dst = parts.template format<Tcompst>();
}

template <typename Tpackd, typename Tcompst, int WD>
CM_INLINE void Unpack(vector_ref<Tpackd, WD> dst1, vector_ref<Tpackd, WD> dst2,
                      vector_ref<Tcompst, WD> src)
{
    constexpr int ratio = _cmtl_pack_ratio<Tpackd, Tcompst>::value;
    vector<Tcompst, WD> packed = src;
    dst1 = packed.template format<Tpackd>().template select<WD, ratio>(
        CMRT_LOC_FIRST);
    dst2 = packed.template format<Tpackd>().template select<WD, ratio>(
        CMRT_LOC_SECOND);
}

/* dst = the elements at `location` (CMRT_LOC_FIRST or CMRT_LOC_SECOND). */
template <typename Tpackd, typename Tcompst, int WD>
CM_INLINE void UnpackSingle(vector_ref<Tpackd, WD> dst, int location,
                            vector_ref<Tcompst, WD> src)
{
    constexpr int ratio = _cmtl_pack_ratio<Tpackd, Tcompst>::value;
    vector<Tcompst, WD> packed = src;
    if (location == CMRT_LOC_SECOND)
        dst = packed.template format<Tpackd>().template select<WD, ratio>(
            CMRT_LOC_SECOND);
    else
        dst = packed.template format<Tpackd>().template select<WD, ratio>(
            CMRT_LOC_FIRST);
}

/* A debugging check that every element of v is in [min, max]: Intel's
 * library checks it only in its CPU emulation (CMRT_EMU); on the GPU, as
 * here, it does nothing. */
template <typename T, int SZ>
CM_INLINE void cm_assert_range(vector<T, SZ> v, float min, float max)
{
    (void)v;
    (void)min;
    (void)max;
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
