#include "simd-cf-memory.ref.c"
