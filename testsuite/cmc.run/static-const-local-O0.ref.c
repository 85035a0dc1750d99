#include "static-const-local.ref.c"
