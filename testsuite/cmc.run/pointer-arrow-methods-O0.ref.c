#include "pointer-arrow-methods.ref.c"
