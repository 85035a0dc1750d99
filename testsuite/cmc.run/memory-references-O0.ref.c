#include "memory-references.ref.c"
