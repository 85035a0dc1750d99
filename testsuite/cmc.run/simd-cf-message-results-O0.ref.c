#include "simd-cf-message-results.ref.c"
