// examples/gemm_dpas.cpp on PVC: C = A x B for 16 x 64 results, K = 64,
// 4 x 2 threads of 8 x 16 blocks, with LSC 2D block loads (B VNNI-
// transformed by the load), 16-wide DPAS and 2D block stores; bf16
// inputs (float results, each packed pair of products summed in float
// and added, as DPAS does) and s8 inputs (exact int results).  The
// reference is a plain C matrix product of the row-major matrices.
// { dg-do run }
// { dg-options "-march=PVC" }
// { dg-final { finalize-visa PVC } }
// { dg-final { run-kernel "-march=PVC -k gemm_bf16_2d -t 4x2 svm:a_bf16.bin svm:b_bf16.bin svm:zero:4096:c_bf16.bin i32:16 i32:64 i32:64" } }
// { dg-final { run-kernel "-march=PVC -k gemm_s8_2d -t 4x2 svm:a_s8.bin svm:b_s8.bin svm:zero:4096:c_s8.bin i32:16 i32:64 i32:64" } }

#include "../../examples/gemm_dpas.cpp"
