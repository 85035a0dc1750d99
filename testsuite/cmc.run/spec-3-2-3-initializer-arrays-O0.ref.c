#include "spec-3-2-3-initializer-arrays.ref.c"
