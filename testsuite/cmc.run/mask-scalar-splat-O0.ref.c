#include "mask-scalar-splat.ref.c"
