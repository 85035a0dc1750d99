#include "surface-vector.ref.c"
