#include "struct-pointers.ref.c"
