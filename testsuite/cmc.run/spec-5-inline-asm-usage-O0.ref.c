#include "spec-5-inline-asm-usage.ref.c"
