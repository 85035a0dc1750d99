#include "brace-init.ref.c"
