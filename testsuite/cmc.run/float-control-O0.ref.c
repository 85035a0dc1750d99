#include "float-control.ref.c"
