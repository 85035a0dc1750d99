#include "unsigned-size-parameters.ref.c"
