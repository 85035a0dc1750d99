#include "region-arguments.ref.c"
