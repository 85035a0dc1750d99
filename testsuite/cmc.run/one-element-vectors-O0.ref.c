#include "one-element-vectors.ref.c"
