// examples/gemm_dpas.cpp on DG2: C = A x B for 32 x 32 results, K = 64,
// 2 x 2 threads of 16 x 16 tiles, with bf16 inputs (float results, each
// packed pair of products summed in float and added, as DPAS does) and
// with s8 inputs (exact int results).  The reference is a plain C matrix
// product of the unpacked matrices.
// { dg-do run }
// { dg-options "-march=DG2" }
// { dg-final { run-kernel "-march=DG2 -k gemm_bf16 -t 2x2 img:128x32:a_bf16.bin img:128x32:b_bf16.bin img:128x32:zero:4096:c_bf16.bin i32:64" } }
// { dg-final { run-kernel "-march=DG2 -k gemm_s8 -t 2x2 img:64x32:a_s8.bin img:128x16:b_s8.bin img:128x32:zero:4096:c_s8.bin i32:64" } }
// { dg-final { scan-visa "dpas\\.bf\\.bf\\.8\\.8" } }
// { dg-final { scan-visa "dpas\\.s8\\.s8\\.8\\.8" } }
#include "../../examples/gemm_dpas.cpp"
