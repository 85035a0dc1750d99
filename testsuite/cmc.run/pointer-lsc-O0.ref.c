#include "pointer-lsc.ref.c"
