#include "predicate-odd-sizes.ref.c"
