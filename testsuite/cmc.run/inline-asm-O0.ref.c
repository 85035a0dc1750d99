#include "inline-asm.ref.c"
