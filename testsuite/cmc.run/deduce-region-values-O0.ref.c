#include "deduce-region-values.ref.c"
