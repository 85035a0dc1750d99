#include "enum-constants-masks.ref.c"
