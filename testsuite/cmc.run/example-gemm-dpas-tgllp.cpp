// examples/gemm_dpas.cpp on TGLLP, which has no DPAS: the same tiles by
// ordinary vector arithmetic in DPAS's order, so the results equal
// example-gemm-dpas.cpp's (the same reference program).
// { dg-do run }
// { dg-final { run-kernel "-k gemm_bf16 -t 2x2 img:128x32:a_bf16.bin img:128x32:b_bf16.bin img:128x32:zero:4096:c_bf16.bin i32:64" } }
// { dg-final { run-kernel "-k gemm_s8 -t 2x2 img:64x32:a_s8.bin img:128x16:b_s8.bin img:128x32:zero:4096:c_s8.bin i32:64" } }
// { dg-final { scan-visa-not "dpas" } }
#include "../../examples/gemm_dpas.cpp"
