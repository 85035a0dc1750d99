#include "pointer-four-atomic.ref.c"
