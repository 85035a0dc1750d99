#include "inline-asm-histogram.ref.c"
