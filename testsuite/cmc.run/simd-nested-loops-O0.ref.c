#include "simd-nested-loops.ref.c"
