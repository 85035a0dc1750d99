#include "constant-operand-parameters.ref.c"
