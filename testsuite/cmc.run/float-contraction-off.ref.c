/* Reference for float-contraction-off.cpp: nothing fused. */
#define CONTRACT 0
#include "float-contraction.ref.c"
