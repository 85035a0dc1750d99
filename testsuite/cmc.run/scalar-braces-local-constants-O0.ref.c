#include "scalar-braces-local-constants.ref.c"
