#include "pointer-bool.ref.c"
