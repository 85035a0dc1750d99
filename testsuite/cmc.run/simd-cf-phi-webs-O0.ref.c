#include "simd-cf-phi-webs.ref.c"
