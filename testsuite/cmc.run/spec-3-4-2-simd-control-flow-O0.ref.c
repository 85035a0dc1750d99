#include "spec-3-4-2-simd-control-flow.ref.c"
