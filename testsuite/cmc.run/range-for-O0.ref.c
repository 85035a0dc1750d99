#include "range-for.ref.c"
