#include "math-carry-high.ref.c"
