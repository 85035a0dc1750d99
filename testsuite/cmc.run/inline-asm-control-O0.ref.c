#include "inline-asm-control.ref.c"
