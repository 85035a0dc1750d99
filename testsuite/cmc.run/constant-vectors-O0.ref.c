#include "constant-vectors.ref.c"
