#include "pointer-memory.ref.c"
