#include "simd-cf-atomics.ref.c"
