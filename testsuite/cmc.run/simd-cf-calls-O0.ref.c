#include "simd-cf-calls.ref.c"
