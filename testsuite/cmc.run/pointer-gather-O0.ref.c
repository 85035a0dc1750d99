#include "pointer-gather.ref.c"
