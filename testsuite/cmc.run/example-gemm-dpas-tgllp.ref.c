/* Reference for examples/gemm_dpas.cpp on TGLLP (no DPAS): the same
 * results as on DG2, so the same program. */
#include "example-gemm-dpas.ref.c"
