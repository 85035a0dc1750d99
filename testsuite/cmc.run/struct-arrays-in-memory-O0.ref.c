#include "struct-arrays-in-memory.ref.c"
