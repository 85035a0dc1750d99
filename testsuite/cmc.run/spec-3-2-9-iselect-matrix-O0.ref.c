#include "spec-3-2-9-iselect-matrix.ref.c"
