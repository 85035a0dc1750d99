#include "math-size-first.ref.c"
