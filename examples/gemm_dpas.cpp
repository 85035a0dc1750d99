// gemm_dpas.cpp - tiled matrix products on the matrix engine (DPAS), in
// the style of Intel's DPAS samples: C = A x B with bfloat16 inputs and
// float results (gemm_bf16), and with signed 8-bit inputs and int
// results (gemm_s8).
//
// A is an M x K row-major 2D surface (bf16 as ushort, or char); B is the
// K x N matrix already in the DPAS layout ("VNNI"): K/2 (bf16) or K/4
// (s8) rows of N dwords, each dword holding consecutive K elements of
// one column; C is an M x N row-major surface of float or int.  Thread
// (tx, ty) computes the 16 x 16 tile of C at rows 16 ty, columns 16 tx
// as 2 x 2 DPAS blocks of 8 x 8 (DG2's execution size 8, repeat count 8),
// stepping through K by one systolic depth (16 bf16 or 32 s8 elements)
// at a time: per step it reads the two 8-row slices of A and the two
// 8-column slices of B with media block reads (2D blocks of 256 bytes)
// and issues four DPAS.  Without DPAS (TGLLP) the same steps are ordinary
// vector arithmetic in the same order.  M, N multiples of 16; K of 16
// (bf16) or 32 (s8).
//
// Compile:   cmc -march=DG2 -S examples/gemm_dpas.cpp
// Run with M = N = 32, K = 64 (2x2 threads):
//   cmrun -march=DG2 -k gemm_bf16 -t 2x2 gemm_dpas.visaasm \
//       img:128x32:a.bin img:128x32:b.bin img:128x32:zero:4096:c.bin i32:64
#include <cm/cm.h>

#ifndef CM_HAS_LSC_UNTYPED_2D
// TGLLP and DG2: media block reads and writes, 8-wide DPAS (or none).

const int BLOCK = 8;       // rows and columns of one DPAS result
const int TILE = 16;       // a thread's tile of C: 2 x 2 blocks
const int BF16_STEP = 16;  // K elements per DPAS: depth 8 x 2 bf16
const int S8_STEP = 32;    // depth 8 x 4 bytes

#ifndef CM_HAS_DPAS
// c += a x b for one bf16 K step without DPAS, in DPAS's order: the two
// products of a packed dword summed, then added to c.  a holds 8 rows of
// the step's 16 K elements as float, b the step's 16 K rows of 8 columns.
_GENX_ inline void multiply_add_bf16_step(matrix_ref<float, BLOCK, BLOCK> c,
                                          matrix_ref<float, BLOCK, BF16_STEP> a,
                                          matrix_ref<float, BF16_STEP, BLOCK> b)
{
#pragma unroll
    for (int r = 0; r < BF16_STEP; r += 2) {
        vector<float, BLOCK * BLOCK> first =
            a.replicate<BLOCK, BF16_STEP, BLOCK, 0>(0, r) *
            b.replicate<BLOCK, 0, BLOCK, 1>(r, 0);
        vector<float, BLOCK * BLOCK> second =
            a.replicate<BLOCK, BF16_STEP, BLOCK, 0>(0, r + 1) *
            b.replicate<BLOCK, 0, BLOCK, 1>(r + 1, 0);
        c += first + second;
    }
}

// c += a x b for one s8 K step without DPAS (exact): a holds 8 rows of
// the step's 32 K elements, b 8 VNNI rows whose dword j holds K rows
// 4r .. 4r + 3 of column j, low byte first.
_GENX_ inline void multiply_add_s8_step(matrix_ref<int, BLOCK, BLOCK> c,
                                        matrix_ref<char, BLOCK, S8_STEP> a,
                                        matrix_ref<char, BLOCK, 4 * BLOCK> b)
{
#pragma unroll
    for (int r = 0; r < BLOCK; r++)
#pragma unroll
        for (int e = 0; e < 4; e++)
            c += a.replicate<BLOCK, S8_STEP, BLOCK, 0>(0, 4 * r + e) *
                 b.replicate<BLOCK, 0, BLOCK, 4>(r, e);
}
#endif

extern "C" _GENX_MAIN_ void gemm_bf16(SurfaceIndex a [[type("image2d_t")]],
                                      SurfaceIndex b [[type("image2d_t")]],
                                      SurfaceIndex c [[type("image2d_t")]],
                                      int k_size)
{
    int column = get_thread_origin_x() * TILE;
    int row = get_thread_origin_y() * TILE;
    matrix<float, 4, BLOCK * BLOCK> sum = 0.0f; // blocks (0,0) (0,1) (1,0) (1,1)
    for (int k = 0; k < k_size; k += BF16_STEP) {
        matrix<ushort, BLOCK, BF16_STEP> a0, a1;
        matrix<uint, BLOCK, BLOCK> b0, b1;
        read(a, k * 2, row, a0);
        read(a, k * 2, row + BLOCK, a1);
        read(b, column * 4, k / 2, b0);
        read(b, (column + BLOCK) * 4, k / 2, b1);
#ifdef CM_HAS_DPAS
        sum.row(0) = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(
            sum.row(0), b0.format<uint>(), a0.format<uint>());
        sum.row(1) = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(
            sum.row(1), b1.format<uint>(), a0.format<uint>());
        sum.row(2) = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(
            sum.row(2), b0.format<uint>(), a1.format<uint>());
        sum.row(3) = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, 8>(
            sum.row(3), b1.format<uint>(), a1.format<uint>());
#else
        // bf16 is the upper half of a float: shift A's elements up; B's
        // K row 2r is the low half of VNNI row r's dwords, 2r + 1 the high.
        matrix<uint, BLOCK, BF16_STEP> bits0 = a0, bits1 = a1;
        bits0 <<= 16;
        bits1 <<= 16;
        matrix<float, BLOCK, BF16_STEP> fa0 = bits0.format<float, BLOCK,
                                                            BF16_STEP>();
        matrix<float, BLOCK, BF16_STEP> fa1 = bits1.format<float, BLOCK,
                                                            BF16_STEP>();
        matrix<uint, BLOCK, BLOCK> low0 = b0 << 16, high0 = b0 & 0xffff0000u;
        matrix<uint, BLOCK, BLOCK> low1 = b1 << 16, high1 = b1 & 0xffff0000u;
        matrix<float, BF16_STEP, BLOCK> fb0, fb1;
        fb0.select<BLOCK, 2, BLOCK, 1>(0, 0) = low0.format<float, BLOCK, BLOCK>();
        fb0.select<BLOCK, 2, BLOCK, 1>(1, 0) = high0.format<float, BLOCK, BLOCK>();
        fb1.select<BLOCK, 2, BLOCK, 1>(0, 0) = low1.format<float, BLOCK, BLOCK>();
        fb1.select<BLOCK, 2, BLOCK, 1>(1, 0) = high1.format<float, BLOCK, BLOCK>();
        multiply_add_bf16_step(sum.row(0).format<float, BLOCK, BLOCK>(),
                                    fa0, fb0);
        multiply_add_bf16_step(sum.row(1).format<float, BLOCK, BLOCK>(),
                                    fa0, fb1);
        multiply_add_bf16_step(sum.row(2).format<float, BLOCK, BLOCK>(),
                                    fa1, fb0);
        multiply_add_bf16_step(sum.row(3).format<float, BLOCK, BLOCK>(),
                                    fa1, fb1);
#endif
    }
    write(c, column * 4, row, sum.row(0).format<float, BLOCK, BLOCK>());
    write(c, (column + BLOCK) * 4, row, sum.row(1).format<float, BLOCK, BLOCK>());
    write(c, column * 4, row + BLOCK, sum.row(2).format<float, BLOCK, BLOCK>());
    write(c, (column + BLOCK) * 4, row + BLOCK,
          sum.row(3).format<float, BLOCK, BLOCK>());
}

extern "C" _GENX_MAIN_ void gemm_s8(SurfaceIndex a [[type("image2d_t")]],
                                    SurfaceIndex b [[type("image2d_t")]],
                                    SurfaceIndex c [[type("image2d_t")]],
                                    int k_size)
{
    int column = get_thread_origin_x() * TILE;
    int row = get_thread_origin_y() * TILE;
    matrix<int, 4, BLOCK * BLOCK> sum = 0;
    for (int k = 0; k < k_size; k += S8_STEP) {
        matrix<char, BLOCK, S8_STEP> a0, a1;
        matrix<uint, BLOCK, BLOCK> b0, b1;
        read(a, k, row, a0);
        read(a, k, row + BLOCK, a1);
        read(b, column * 4, k / 4, b0);
        read(b, (column + BLOCK) * 4, k / 4, b1);
#ifdef CM_HAS_DPAS
        sum.row(0) = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8>(
            sum.row(0), b0.format<uint>(), a0.format<uint>());
        sum.row(1) = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8>(
            sum.row(1), b1.format<uint>(), a0.format<uint>());
        sum.row(2) = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8>(
            sum.row(2), b0.format<uint>(), a1.format<uint>());
        sum.row(3) = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, 8>(
            sum.row(3), b1.format<uint>(), a1.format<uint>());
#else
        matrix_ref<char, BLOCK, 4 * BLOCK> bytes0 =
            b0.format<char, BLOCK, 4 * BLOCK>();
        matrix_ref<char, BLOCK, 4 * BLOCK> bytes1 =
            b1.format<char, BLOCK, 4 * BLOCK>();
        multiply_add_s8_step(sum.row(0).format<int, BLOCK, BLOCK>(), a0,
                             bytes0);
        multiply_add_s8_step(sum.row(1).format<int, BLOCK, BLOCK>(), a0,
                             bytes1);
        multiply_add_s8_step(sum.row(2).format<int, BLOCK, BLOCK>(), a1,
                             bytes0);
        multiply_add_s8_step(sum.row(3).format<int, BLOCK, BLOCK>(), a1,
                             bytes1);
#endif
    }
    write(c, column * 4, row, sum.row(0).format<int, BLOCK, BLOCK>());
    write(c, (column + BLOCK) * 4, row, sum.row(1).format<int, BLOCK, BLOCK>());
    write(c, column * 4, row + BLOCK, sum.row(2).format<int, BLOCK, BLOCK>());
    write(c, (column + BLOCK) * 4, row + BLOCK,
          sum.row(3).format<int, BLOCK, BLOCK>());
}

#else
// PVC: the LSC 2D block messages and 16-wide DPAS, as Intel's PVC GEMM
// samples write it.  A is M x K and B is K x N, both plain row-major in
// SVM memory (bf16 as ushort, or char), C is M x N row-major float or
// int.  Thread (tx, ty) computes the 8 x 16 block of C at rows 8 ty,
// columns 16 tx: per K step it loads the 8 rows of A's step with one 2D
// block load and B's step (16 or 32 rows of 16 columns) with one 2D
// block load that VNNI-transforms it (each dword of the result holds
// consecutive K elements of one column, the layout DPAS reads), issues
// one DPAS (execution size 16, repeat count 8), and at the end stores
// the block with one 2D block store.  A surface's width in bytes must be
// at least 64 and a multiple of 16 (the 2D block rules): K and N
// multiples of 32 (bf16) or 64 (s8), M of 8.
//
// Compile:   cmc -march=PVC -S examples/gemm_dpas.cpp
// Run with M = 16, N = K = 64 (4x2 threads):
//   cmrun -march=PVC -k gemm_bf16_2d -t 4x2 gemm_dpas.visaasm \
//       svm:a.bin svm:b.bin svm:zero:4096:c.bin i32:16 i32:64 i32:64

const int ROWS = 8;          // rows of A and C per DPAS (repeat count)
const int COLUMNS = 16;      // columns of B and C per DPAS (PVC's SIMD16)
const int BF16_DEPTH = 16;   // K elements per DPAS: systolic depth 8 x 2
const int S8_DEPTH = 32;     // 8 x 4

extern "C" _GENX_MAIN_ void gemm_bf16_2d(ushort *a [[type("svmptr_t")]],
                                         ushort *b [[type("svmptr_t")]],
                                         float *c [[type("svmptr_t")]],
                                         int m_size, int n_size, int k_size)
{
    int column = get_thread_origin_x() * COLUMNS;
    int row = get_thread_origin_y() * ROWS;
    // 2D surfaces: width and pitch in bytes, height in rows, each minus 1
    unsigned a_width = k_size * 2 - 1, b_width = n_size * 2 - 1;
    vector<float, ROWS * COLUMNS> sum = 0.0f;
    for (int k = 0; k < k_size; k += BF16_DEPTH) {
        vector<ushort, ROWS * BF16_DEPTH> a_step =
            cm_ptr_load<ushort, BF16_DEPTH, ROWS>(a, a_width, m_size - 1,
                                                   a_width, k, row);
        vector<ushort, BF16_DEPTH * COLUMNS> b_step =
            cm_ptr_load<ushort, COLUMNS, BF16_DEPTH, 1, false, true>(
                b, b_width, k_size - 1, b_width, column, k);
        sum = cm_dpas<CM_PRECISION_BF, CM_PRECISION_BF, 8, ROWS>(
            sum, b_step.format<uint>(), a_step.format<uint>());
    }
    unsigned c_width = n_size * 4 - 1;
    cm_ptr_store<float, COLUMNS, ROWS>(c, c_width, m_size - 1, c_width,
                                       column, row, sum);
}

extern "C" _GENX_MAIN_ void gemm_s8_2d(char *a [[type("svmptr_t")]],
                                       char *b [[type("svmptr_t")]],
                                       int *c [[type("svmptr_t")]],
                                       int m_size, int n_size, int k_size)
{
    int column = get_thread_origin_x() * COLUMNS;
    int row = get_thread_origin_y() * ROWS;
    unsigned a_width = k_size - 1, b_width = n_size - 1;
    vector<int, ROWS * COLUMNS> sum = 0;
    for (int k = 0; k < k_size; k += S8_DEPTH) {
        vector<char, ROWS * S8_DEPTH> a_step =
            cm_ptr_load<char, S8_DEPTH, ROWS>(a, a_width, m_size - 1, a_width,
                                              k, row);
        vector<char, S8_DEPTH * COLUMNS> b_step =
            cm_ptr_load<char, COLUMNS, S8_DEPTH, 1, false, true>(
                b, b_width, k_size - 1, b_width, column, k);
        sum = cm_dpas<CM_PRECISION_S8, CM_PRECISION_S8, 8, ROWS, int>(
            sum, b_step.format<uint>(), a_step.format<uint>());
    }
    unsigned c_width = n_size * 4 - 1;
    cm_ptr_store<int, COLUMNS, ROWS>(c, c_width, m_size - 1, c_width, column,
                                     row, sum);
}
#endif
