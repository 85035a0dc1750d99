#include "lambda-arguments.ref.c"
