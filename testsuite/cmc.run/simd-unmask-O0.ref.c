#include "simd-unmask.ref.c"
