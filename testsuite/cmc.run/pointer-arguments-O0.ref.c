#include "pointer-arguments.ref.c"
