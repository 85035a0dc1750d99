/* Reference for examples/host/opencl_vadd.cpp: the same sums as vadd.cpp. */
#include "example-vadd.ref.c"
