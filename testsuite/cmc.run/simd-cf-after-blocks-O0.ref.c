#include "simd-cf-after-blocks.ref.c"
